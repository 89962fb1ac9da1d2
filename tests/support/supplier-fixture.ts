import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A supplier's website on 127.0.0.1 for the scraper tests: a paginated category listing of
 * product tiles, product pages with JSON-LD, with microdata only and with neither, a 404, a slow
 * page, an oversized page, redirects away and to a metadata address, and a robots.txt.
 */
export interface SupplierFixture {
  origin: string;
  port: number;
  /** Version 2 changes three prices and adds a product to the listing. */
  setVersion: (v: 1 | 2) => void;
  /** Paths requested, in order (robots.txt included). */
  hits: string[];
  userAgents: string[];
  close: () => Promise<void>;
}

export interface FixtureOptions {
  /** Delay before each listing page answers (e2e: visible progress). */
  listingDelayMs?: number;
  /** How long /slow waits before answering. */
  slowMs?: number;
}

interface FixtureProduct {
  sku: string;
  name: string;
  price: number;
  stock: string;
}

const NAMES = [
  "Gyproc WallBoard Tapered Edge 12.5mm x 1200 x 2400mm",
  "Gyproc WallBoard Square Edge 9.5mm x 1200 x 2400mm",
  "Gyproc Moisture Resistant Plasterboard 12.5mm x 1200 x 2400mm",
  "Gyproc FireLine Plasterboard 12.5mm x 1200 x 2400mm",
  "Gyproc SoundBloc Plasterboard 15mm x 1200 x 2400mm",
  "Knauf Wallboard Tapered Edge 12.5mm x 900 x 1800mm",
  "Siniat GTEC Standard Board 12.5mm x 1200 x 2400mm",
  "Thistle Multi-Finish Plaster 25kg",
  "Thistle Board Finish Plaster 25kg",
  "Thistle Bonding Coat Plaster 25kg",
  "Thistle Hardwall Plaster 25kg",
  "British Gypsum Gyproc Jointing Compound 12.5kg",
  "Fibatape Drywall Joint Tape 48mm x 90m",
  "Timco Drywall Screws Coarse Thread 3.5 x 38mm Box of 1000",
  "Plasterers Angle Bead 3m Pack of 10",
  "Gyproc ThermaLine Plus 25mm x 1200 x 2400mm",
  "Knauf Moisture Panel 12.5mm x 1200 x 2400mm",
  "Siniat Fire Board 15mm x 1200 x 2400mm",
  "Scrim Tape Self-Adhesive 50mm x 90m",
  "Stop Bead Galvanised 10mm x 3m Pack of 50",
  "Plasterboard Lifter Foot Operated",
  "Drywall Saw 150mm",
  "Plasterers Mixing Paddle M14",
  "Gyproc Dri-Wall Adhesive 25kg",
  "Gyproc Levelling Compound 20kg",
];

function catalogue(version: 1 | 2): FixtureProduct[] {
  const list = NAMES.map((name, i) => ({
    sku: `FX${1001 + i}`,
    name,
    price: 4.5 + i * 1.25,
    stock: i % 7 === 3 ? "Out of stock" : i % 5 === 4 ? "Low stock" : "In stock",
  }));
  if (version === 2) {
    for (const p of list.slice(0, 3)) p.price += 1;
    list.push({
      sku: "FX1999",
      name: "Gyproc Habito 12.5mm x 1200 x 2400mm",
      price: 24.99,
      stock: "In stock",
    });
  }
  return list;
}

const PAGE_SIZE = 10;
const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const money = (n: number) => `£${n.toFixed(2)}`;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function shell(title: string, body: string, head = "") {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${esc(title)} | Fixture Supplies</title>${head}</head>
<body><header><a href="/">Fixture Supplies</a><form action="/search"><input name="q"></form></header>${body}
<footer><p>Fixture Supplies Ltd. Prices include VAT.</p></footer></body></html>`;
}

function listing(version: 1 | 2, page: number, origin: string) {
  const all = catalogue(version);
  const pages = Math.ceil(all.length / PAGE_SIZE);
  const items = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const tiles = items
    .map(
      (p) => `<div class="product-tile" data-qaid="product-tile">
  <a href="/p/${slug(p.name)}/${p.sku}"><img src="/img/${p.sku}.jpg" alt=""></a>
  <a data-qaid="product_description" href="/p/${slug(p.name)}/${p.sku}" title="${esc(p.name)}">${esc(p.name)}</a>
  <span data-qaid="product-sku">Product code: ${p.sku}</span>
  <div data-qaid="price">${money(p.price)} <small>Inc VAT</small></div>
  <p data-qaid="stock">${p.stock}</p>
  <button type="button">Add</button>
</div>`,
    )
    .join("\n");
  const pager = Array.from({ length: pages }, (_, i) => i + 1)
    .map((n) => (n === page ? `<span>${n}</span>` : `<a href="/c/plasterboard?page=${n}">${n}</a>`))
    .join(" ");
  const next =
    page < pages
      ? `<a rel="next" data-qaid="pagination-next" href="/c/plasterboard?page=${page + 1}">Next</a>`
      : "";
  const breadcrumb = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Plasterboard", item: `${origin}/c/plasterboard` },
    ],
  };
  return shell(
    "Plasterboard",
    `<nav aria-label="breadcrumb"><ol><li>Home</li><li>Plasterboard</li></ol></nav>
<h1>Plasterboard</h1><p>${all.length} products</p>
<div class="product-grid">${tiles}</div>
<nav class="pagination" data-qaid="pagination">${pager} ${next}</nav>`,
    `<script type="application/ld+json">${JSON.stringify(breadcrumb)}</script>`,
  );
}

function jsonLdProduct(origin: string) {
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home" },
          { "@type": "ListItem", position: 2, name: "Insulation" },
          { "@type": "ListItem", position: 3, name: "Loft Roll" },
        ],
      },
      {
        "@type": "Product",
        name: "Knauf Loft Roll 44 Combi-Cut 200mm x 5.61m",
        sku: "LD5001",
        image: [`${origin}/img/LD5001.jpg`],
        description: "Glass mineral wool loft roll, 200mm, 5.61m² per roll.",
        url: `${origin}/p/knauf-loft-roll/LD5001`,
        offers: {
          "@type": "Offer",
          priceCurrency: "GBP",
          price: "27.49",
          availability: "https://schema.org/InStock",
        },
      },
    ],
  };
  return shell(
    "Knauf Loft Roll",
    `<main><h1>Knauf Loft Roll 44 Combi-Cut 200mm x 5.61m</h1><p class="price">£27.49</p></main>`,
    `<meta name="description" content="Knauf loft roll &lt;b&gt;200mm&lt;/b&gt; &amp; combi-cut: easy to split. ">
<script type="application/ld+json">${JSON.stringify(data)}</script>`,
  );
}

function microdataProduct() {
  return shell(
    "Bostik Grab Adhesive",
    `<main itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Bostik Ultimate Grab Adhesive 290ml</h1>
  <img itemprop="image" src="/img/MD7001.jpg" alt="">
  <p>Code: <span itemprop="sku">MD7001</span></p>
  <div itemprop="description"><p>Solvent-free grab adhesive for <strong>interior and exterior</strong> use.</p></div>
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <meta itemprop="priceCurrency" content="GBP">
    <span itemprop="price" content="8.99">£8.99</span>
    <link itemprop="availability" href="https://schema.org/OutOfStock">Out of stock
  </div>
</main>`,
    `<meta name="description" content="Bostik Ultimate Grab Adhesive: solvent-free.">`,
  );
}

function plainProduct() {
  return shell(
    "No Nonsense Decorators Caulk",
    `<nav class="breadcrumb"><ol><li>Home</li><li>Adhesives &amp; Sealants</li><li>Caulk</li></ol></nav>
<main><div class="product-image"><img src="/img/PL9001.jpg" alt=""></div>
<h1>No Nonsense Decorators Caulk White 310ml</h1>
<p class="product-code">Product code: PL9001</p>
<div class="product-price">£2.49</div>
<p class="stock">In stock</p></main>`,
    `<meta name="description" content="Flexible decorators caulk, paintable in 30 minutes.">`,
  );
}

export async function startSupplierFixture(options: FixtureOptions = {}): Promise<SupplierFixture> {
  let version: 1 | 2 = 1;
  const hits: string[] = [];
  const userAgents: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    hits.push(url.pathname + url.search);
    userAgents.push(String(req.headers["user-agent"] ?? ""));
    const origin = `http://${req.headers.host}`;
    const html = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    switch (url.pathname) {
      case "/robots.txt":
        res.writeHead(200, { "content-type": "text/plain" });
        res.end(
          "User-agent: *\nDisallow: /private/\nAllow: /\n\nUser-agent: BadBot\nDisallow: /\n",
        );
        return;
      case "/c/plasterboard": {
        const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
        setTimeout(() => html(200, listing(version, page, origin)), options.listingDelayMs ?? 0);
        return;
      }
      case "/p/knauf-loft-roll/LD5001":
        return html(200, jsonLdProduct(origin));
      case "/p/bostik-grab-adhesive/MD7001":
        return html(200, microdataProduct());
      case "/p/decorators-caulk/PL9001":
        return html(200, plainProduct());
      case "/go/loft-roll":
        res.writeHead(301, { location: "/p/knauf-loft-roll/LD5001" });
        res.end();
        return;
      case "/slow":
        setTimeout(() => html(200, plainProduct()), options.slowMs ?? 3000);
        return;
      case "/huge": {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = `<p>${"x".repeat(64 * 1024)}</p>`;
        let sent = 0;
        const write = () => {
          while (sent < 6 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", write);
          }
          res.end();
        };
        res.on("error", () => undefined);
        write();
        return;
      }
      case "/redirect-away":
        res.writeHead(302, { location: "http://evil.example.net/steal" });
        res.end();
        return;
      case "/redirect-metadata":
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        res.end();
        return;
      case "/private/trade-prices":
        return html(200, plainProduct());
      case "/empty":
        return html(200, shell("About us", "<main><p>We sell building materials.</p></main>"));
      default:
        return html(404, shell("Not found", "<h1>Page not found</h1>"));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    userAgents,
    setVersion: (v) => {
      version = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
