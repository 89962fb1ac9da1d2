/*
 * The only JavaScript of the customer page (/q/:token), served as /q/page.js (CSP allows 'self'
 * scripts only). The page works without it: forms post and the server redirects back.
 * - It counts the opening (docs/decisions/0015): a link preview or a mail scanner fetches the HTML
 *   but runs no script, so counting the HTML itself would say "opened" when nobody looked.
 * - It stops a second tap sending the same decision twice while the first is on its way.
 * scripts/bench/bundles.mjs measures these bytes against the 50 kB budget.
 */
export const PAGE_SCRIPT_PATH = "/q/page.js";

export const PAGE_SCRIPT = `(function () {
  var m = /^\\/q\\/([A-Za-z0-9_-]{20,64})\\/?$/.exec(location.pathname);
  if (m && window.fetch) {
    fetch("/api/public/quotes/" + m[1] + "/opened", { method: "POST", credentials: "same-origin" })
      .catch(function () {});
  }
  document.addEventListener("submit", function (event) {
    var button = event.target.querySelector("button[type=submit]");
    if (!button) return;
    if (button.getAttribute("aria-disabled") === "true") {
      event.preventDefault();
      return;
    }
    button.setAttribute("aria-disabled", "true");
    button.textContent = "Sending…";
  });
})();
`;
