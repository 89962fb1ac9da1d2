// Applies the saved theme before the first paint so a dark-mode user never sees a white flash.
(() => {
  let dark = false;
  try {
    const saved = localStorage.getItem("ui-theme") || "system";
    dark =
      saved === "dark" ||
      (saved === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch {
    // Storage may be refused (private browsing); fall back to light.
  }
  document.documentElement.classList.add(dark ? "dark" : "light");
})();
