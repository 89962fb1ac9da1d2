import { BadgeCheck, Sparkles, Truck } from "lucide-react";

/** An example quote, drawn in HTML: the figures add up (materials + labour, VAT at 20%). */
const materials = [
  { name: "Multi-Finish plaster 25 kg", qty: "12 bags", amount: "£118.20" },
  { name: "Thistle Bonding Coat 25 kg", qty: "6 bags", amount: "£85.20" },
  { name: "Plasterboard 2400 × 1200 × 12.5 mm", qty: "10 sheets", amount: "£114.00" },
  { name: "Angle bead, scrim tape & PVA", qty: "1 lot", amount: "£51.35" },
] as const;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={strong ? "font-semibold text-foreground" : "text-muted-foreground"}>
        {label}
      </dt>
      <dd className={`tabular-nums ${strong ? "font-semibold text-foreground" : ""}`}>{value}</dd>
    </div>
  );
}

export function QuotePreview() {
  return (
    <figure className="relative mx-auto w-full min-w-0 max-w-md lg:max-w-none">
      <figcaption className="sr-only">
        An example quote prepared with Sole for re-plastering a living room: materials £368.75,
        labour £660.00, VAT at 20% £205.75, total £1,234.50.
      </figcaption>

      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-primary/20 via-brand/10 to-transparent blur-2xl"
      />

      <div
        aria-hidden="true"
        className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-2xl shadow-slate-900/10 dark:shadow-black/40"
      >
        <div className="flex items-start justify-between gap-3 border-b bg-muted/50 px-5 py-4">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
              Quote Q-0142
            </p>
            <p className="mt-1 font-semibold">Re-plaster living room</p>
            <p className="truncate text-sm text-muted-foreground">Mrs J. Hughes · Yeovil</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-primary">
            <Sparkles className="size-3.5" />
            AI draft
          </span>
        </div>

        <div className="space-y-4 px-5 py-4 text-sm">
          <p className="rounded-lg border border-dashed bg-background px-3 py-2 text-muted-foreground">
            “Re-skim the living room walls and ceiling, 4.2 × 3.6 m, 2.4 m high. Board over the old
            Artex first.”
          </p>

          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              Materials
            </p>
            <ul className="divide-y divide-border">
              {materials.map((item) => (
                <li key={item.name} className="flex items-baseline justify-between gap-3 py-1.5">
                  <span className="min-w-0">
                    <span className="block">{item.name}</span>
                    <span className="text-xs text-muted-foreground">{item.qty}</span>
                  </span>
                  <span className="shrink-0 tabular-nums">{item.amount}</span>
                </li>
              ))}
            </ul>
          </div>

          <p className="flex items-center gap-2 rounded-lg bg-brand/10 px-3 py-2 text-xs">
            <Truck className="size-4 shrink-0 text-amber-700 dark:text-brand" />
            <span className="min-w-0 flex-1">Best price across 3 merchants</span>
            <span className="shrink-0 font-semibold text-amber-800 tabular-nums dark:text-brand">
              −£18.40
            </span>
          </p>

          <dl className="space-y-1.5 border-t pt-3">
            <Row label="Materials" value="£368.75" />
            <Row label="Labour · 3 days × £220.00" value="£660.00" />
            <Row label="Subtotal" value="£1,028.75" />
            <Row label="VAT 20%" value="£205.75" />
          </dl>

          <div className="flex items-center justify-between rounded-lg bg-primary px-4 py-3 text-primary-foreground">
            <span className="font-semibold">Total</span>
            <span className="text-2xl font-bold tabular-nums tracking-tight">£1,234.50</span>
          </div>
        </div>
      </div>

      <div
        aria-hidden="true"
        className="absolute -right-6 -bottom-10 hidden items-center gap-2 rounded-xl border bg-card px-3 py-2 text-sm shadow-lg xl:flex"
      >
        <span className="grid size-8 place-items-center rounded-lg bg-primary/10 text-primary">
          <BadgeCheck className="size-4" />
        </span>
        <span>
          <span className="block font-semibold">Invoice INV-0087 paid</span>
          <span className="text-xs text-muted-foreground">£1,234.50 received</span>
        </span>
      </div>
    </figure>
  );
}
