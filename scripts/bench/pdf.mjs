// Quote PDF render time: 100 renders of a 25-line quote (with a logo) through the server's own
// renderer (src/server/features/quotes/documents/pdf-draw.ts, the drawing the worker pool runs, bundled on the fly with esbuild). Goal: p95 ≤ 100 ms.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { fixed, percentile, ROOT } from "./lib.mjs";

const RENDERS = 100;
const WARM_UP = 5;
const LINES = 25;
const GOAL_P95_MS = 100;

// A 1×1 PNG logo.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e221bc330000000049454e44ae426082",
  "hex",
);

/** Bundles the renderer next to node_modules so its packages resolve. */
async function loadRenderer() {
  const dir = join(ROOT, "node_modules/.cache/sole-bench");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, "quote-pdf.mjs");
  await build({
    entryPoints: [join(ROOT, "src/server/features/quotes/documents/pdf-draw.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile,
    logLevel: "silent",
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

function sampleDocument() {
  const materials = Array.from({ length: LINES }, (_, i) => {
    const quantity = (i % 7) + 1;
    const unitPricePence = 499 + i * 137;
    return {
      id: String(i),
      name: `Material line ${i + 1}: plasterboard, timber or fixings of some length`,
      quantity,
      unit: ["sheet", "bag", "m", "box"][i % 4],
      unitPricePence,
      totalPence: quantity * unitPricePence,
      sku: `SKU-${i}`,
      merchantId: 1,
      productId: null,
    };
  });
  const totalMaterialsCostPence = materials.reduce((s, m) => s + m.totalPence, 0);
  const totalLaborPence = 75000;
  const subtotalPence = totalMaterialsCostPence + totalLaborPence;
  const vatAmountPence = Math.round(subtotalPence * 0.2);
  return {
    reference: "Q-0042",
    quote: {
      name: "Kitchen and utility re-plaster",
      jobDescription:
        "Remove the old plaster from two kitchen walls and the utility ceiling, board and skim, " +
        "make good around the sockets and the window reveal, and leave ready for decoration.",
      materials,
      measurements: [
        { id: "a", label: "Wall length", value: 4.2, unit: "m" },
        { id: "b", label: "Wall height", value: 2.4, unit: "m" },
        { id: "c", label: "Ceiling width", value: 3.1, unit: "m" },
      ],
      laborDays: 3,
      dayRatePence: 25000,
      vatIncluded: true,
      vatRate: 20,
      // One rate: no VAT column (quoteVatBreakdown's shape, src/shared/quote-vat.ts).
      vatBreakdown: [{ rate: 20, netPence: subtotalPence, vatPence: vatAmountPence }],
      totalMaterialsCostPence,
      totalLaborPence,
      subtotalPence,
      vatAmountPence,
      totalAmountPence: subtotalPence + vatAmountPence,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
    business: {
      name: "Thompson & Daughters Plastering",
      address: "1 Mill Lane, Sherborne DT9 3AA",
      phone: "01935 000000",
      email: "office@plastering.example",
      website: "https://plastering.example",
      vatNumber: "GB123456789",
      logo: PNG,
      logoContentType: "image/png",
      terms:
        "This quote is valid for 30 days from the date of issue. A 50% deposit is required " +
        "before work begins, with the balance due on completion.",
    },
    customer: {
      name: "Sarah Thompson",
      email: "sarah.t@example.co.uk",
      phone: "07700 900123",
      address: "14 Acreman Street, Sherborne DT9 3NX",
    },
  };
}

export async function run(ctx) {
  const log = ctx?.log ?? console.log;
  const { drawQuotePdf: renderQuotePdf } = await loadRenderer();
  const doc = sampleDocument();
  for (let i = 0; i < WARM_UP; i++) await renderQuotePdf(doc);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    const pdf = await renderQuotePdf(doc);
    times.push(performance.now() - started);
    bytes = pdf.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  log(`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${bytes} bytes`);
  return {
    title: "Quote PDF render",
    intro: `${RENDERS} renders (after ${WARM_UP} warm-up renders) of a ${LINES}-line quote with a logo, in process, through \`renderQuotePdf\` (pdfkit, A4).`,
    rows: [
      {
        renders: String(RENDERS),
        "p50 (ms)": fixed(p50, 1),
        "p95 (ms)": fixed(p95, 1),
        "max (ms)": fixed(sorted.at(-1), 1),
        "size (KiB)": fixed(bytes / 1024, 1),
        "goal p95 (ms)": `≤ ${GOAL_P95_MS}`,
      },
    ],
    failed: p95 > GOAL_P95_MS ? `p95 ${p95.toFixed(1)} ms is over ${GOAL_P95_MS} ms` : undefined,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await run());
}
