/*
 * The customer page's whole stylesheet, inlined in its <head>: about 2 kB gzipped, so the page
 * needs no second request before it can draw (the SPA's Tailwind build is 20 kB+ gzipped and
 * render-blocking). Colours are the app's (primary teal, slate text) at WCAG AA contrast.
 */
export const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:#0f766e}
h1,h2,p,dl,dd,ul{margin:0}
.wrap{max-width:48rem;margin:0 auto;padding:1rem .75rem 2rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;overflow:hidden;box-shadow:0 1px 2px rgb(15 23 42/.06)}
.top{background:#0f172a;color:#fff;padding:1.25rem;display:grid;gap:1rem}
.from{display:flex;flex-direction:column;gap:.75rem;align-items:flex-start;min-width:0}
.logo{height:3.5rem;width:auto;max-width:7rem;object-fit:contain;background:#fff;border-radius:.5rem;padding:.25rem;flex:none}
.kicker{font-size:.75rem;letter-spacing:.1em;text-transform:uppercase;color:#cbd5e1}
.biz{font-size:1.375rem;font-weight:700;line-height:1.25;overflow-wrap:anywhere}
.soft{color:#cbd5e1;font-size:.875rem;overflow-wrap:anywhere}
.pre{white-space:pre-line}
.ref{font:600 1.125rem ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.contact{display:flex;flex-wrap:wrap;gap:.5rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;padding:.5rem 1.125rem;border-radius:.625rem;border:1px solid transparent;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn svg{width:1.125rem;height:1.125rem;flex:none}
.btn-light{background:#fff;color:#0f172a}
.btn-ghost{background:transparent;color:#fff;border-color:#64748b}
.btn-primary{background:#0f766e;color:#fff}
.btn-primary:hover{background:#115e59}
.btn-outline{background:#fff;color:#0f172a;border-color:#cbd5e1}
.btn-danger{background:#b91c1c;color:#fff}
.btn:focus-visible,summary:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.body{padding:1.25rem;display:grid;gap:1.5rem}
.muted{color:#475569}
.small{font-size:.875rem}
.title{font-size:1.5rem;font-weight:700;line-height:1.25;letter-spacing:-.01em;overflow-wrap:anywhere}
h2{font-size:1rem;font-weight:600;margin-bottom:.5rem}
.note{display:flex;gap:.75rem;align-items:flex-start;border:1px solid;border-radius:.75rem;padding:1rem}
.note svg{width:1.25rem;height:1.25rem;flex:none;margin-top:.125rem}
.note strong{display:block}
.note a{color:inherit;font-weight:600;text-underline-offset:3px}
.ok{background:#f0fdf4;border-color:#bbf7d0;color:#14532d}
.bad{background:#fef2f2;border-color:#fecaca;color:#7f1d1d}
.warn{background:#fffbeb;border-color:#fde68a;color:#78350f}
.info{background:#f0f9ff;border-color:#bae6fd;color:#0c4a6e}
.chips{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}
.chips li{border:1px solid #e2e8f0;background:#f8fafc;border-radius:.375rem;padding:.25rem .75rem;font-size:.875rem}
.lines{list-style:none;padding:0;border:1px solid #e2e8f0;border-radius:.75rem}
.lines li{display:flex;justify-content:space-between;gap:.75rem;padding:.75rem 1rem;font-size:.875rem}
.lines li+li{border-top:1px solid #e2e8f0}
.lines .name{font-weight:500;overflow-wrap:anywhere}
.lines .sub{font-size:.8125rem;color:#475569}
.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.totals{margin-left:auto;width:100%;max-width:20rem;display:grid;gap:.375rem;font-size:.875rem}
.totals div{display:flex;justify-content:space-between;gap:1rem}
.totals dt{color:#475569}
.totals .grand{border-top:1px solid #e2e8f0;padding-top:.5rem;margin-top:.25rem;font-size:1.125rem;font-weight:700}
.totals .grand dt{color:inherit}
.totals .deposit{font-weight:600}
.totals .deposit dt{color:inherit}
.photos{list-style:none;padding:0;display:grid;gap:.75rem}
.photos a{display:block;border-radius:.5rem}
.photos a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.photos img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:contain;background:#f1f5f9;border:1px solid #e2e8f0;border-radius:.5rem}
.terms{background:#f8fafc;border-radius:.75rem;padding:1rem;font-size:.8125rem;color:#475569;display:grid;gap:.25rem;overflow-wrap:anywhere}
.terms strong{text-transform:uppercase;letter-spacing:.05em}
.decide{border-top:1px solid #e2e8f0;padding-top:1.5rem;display:grid;gap:1rem}
.actions{display:grid;gap:1rem}
form{display:grid;gap:.75rem}
label{font-weight:600;font-size:.875rem}
input,textarea{font:inherit;width:100%;padding:.625rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b91c1c}
.field{display:grid;gap:.375rem}
.error{color:#b91c1c;font-size:.875rem;font-weight:500}
details{border:1px solid #e2e8f0;border-radius:.75rem;padding:0 1rem}
details[open]{padding-bottom:1rem}
summary{cursor:pointer;font-weight:600;min-height:2.75rem;display:flex;align-items:center}
.pdf{justify-self:start}
footer{text-align:center;font-size:.75rem;color:#475569;padding:1.5rem 0 .5rem}
.lost{max-width:28rem;margin:3rem auto;text-align:center;padding:2rem;display:grid;gap:.75rem}
.lost-icon{justify-self:center;color:#475569}.lost-icon svg{width:2.5rem;height:2.5rem}
@media (min-width:640px){
.wrap{padding:2.5rem 1rem}
.top{padding:1.5rem 2rem;grid-template-columns:1fr auto}
.from{flex-direction:row;gap:.875rem}
.top .meta{text-align:right}
.contact{grid-column:1/-1}
.body{padding:1.5rem 2rem}
.actions{grid-template-columns:1fr 1fr;align-items:start;gap:1.5rem}
.photos{grid-template-columns:1fr 1fr}
}
`;
