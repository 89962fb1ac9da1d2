import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Legend,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatPence } from "../../../shared/money";
import type { InsightsMonth, OwedByAge } from "../../../shared/schemas/insights";
import { ChartCard } from "./chart-card";
import { monthLong, monthShort, poundsAxis } from "./format";

/* Colours from the app's palette (index.css): teal for what came in, slate for what went out. */
const PRIMARY = "#0f766e";
const SLATE = "#94a3b8";
const AMBER = "#d97706";
const RED = "#b91c1c";

const axis = { fontSize: 12, fill: "#526071" };
/** recharts' keyboard layer would put a focus stop inside a picture hidden from screen readers. */
const chartProps = { accessibilityLayer: false, margin: { top: 8, right: 8, left: 0, bottom: 0 } };

/** An axis never collapses to "£0 £0 £0" when every figure is nought. */
const atLeast = (floor: number) =>
  [0, (dataMax: number) => niceCeil(Math.max(dataMax, floor))] as const;

/** Up to 1, 2, 2.5 or 5 times a power of ten, so the top tick reads £2,000 rather than £1,426. */
function niceCeil(n: number) {
  const power = 10 ** Math.floor(Math.log10(n));
  return ([1, 2, 2.5, 5, 10].find((step) => n / power <= step) ?? 10) * power;
}

const sum = (months: InsightsMonth[], key: keyof Omit<InsightsMonth, "month">) =>
  months.reduce((total, m) => total + m[key], 0);

export function QuotesChart({ months }: { months: InsightsMonth[] }) {
  const sent = sum(months, "quotesSent");
  const won = sum(months, "quotesAccepted");
  return (
    <ChartCard
      title="Quotes sent and won"
      summary={`${sent} sent and ${won} won in the last ${months.length === 1 ? "month" : `${months.length} months`}.`}
      testId="chart-quotes"
      rows={months}
      rowKey={(m) => m.month}
      columns={[
        { header: "Month", cell: (m) => monthLong(m.month) },
        { header: "Sent", cell: (m) => m.quotesSent, numeric: true },
        { header: "Won", cell: (m) => m.quotesAccepted, numeric: true },
        { header: "Value won", cell: (m) => formatPence(m.acceptedValuePence), numeric: true },
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months} {...chartProps}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="month" tickFormatter={monthShort} tick={axis} minTickGap={8} />
            <YAxis allowDecimals={false} domain={atLeast(4)} tick={axis} width={32} />
            <Tooltip labelFormatter={(m) => monthLong(String(m))} />
            <Legend />
            <Bar dataKey="quotesSent" name="Sent" fill={SLATE} radius={[3, 3, 0, 0]} />
            <Bar dataKey="quotesAccepted" name="Won" fill={PRIMARY} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

export function MoneyChart({ months }: { months: InsightsMonth[] }) {
  const invoiced = sum(months, "invoicedPence");
  const paid = sum(months, "paidPence");
  return (
    <ChartCard
      title="Invoiced and paid"
      summary={`${formatPence(invoiced)} invoiced and ${formatPence(paid)} paid in the last ${months.length === 1 ? "month" : `${months.length} months`}.`}
      testId="chart-money"
      rows={months}
      rowKey={(m) => m.month}
      columns={[
        { header: "Month", cell: (m) => monthLong(m.month) },
        { header: "Invoiced", cell: (m) => formatPence(m.invoicedPence), numeric: true },
        { header: "Paid", cell: (m) => formatPence(m.paidPence), numeric: true },
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months} {...chartProps}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="month" tickFormatter={monthShort} tick={axis} minTickGap={8} />
            <YAxis domain={atLeast(100_00)} tickFormatter={poundsAxis} tick={axis} width={64} />
            <Tooltip
              labelFormatter={(m) => monthLong(String(m))}
              formatter={(v) => formatPence(Number(v))}
            />
            <Legend />
            <Bar dataKey="invoicedPence" name="Invoiced" fill={SLATE} radius={[3, 3, 0, 0]} />
            <Bar dataKey="paidPence" name="Paid" fill={PRIMARY} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

export function OwedChart({ owed }: { owed: OwedByAge }) {
  const rows = [
    { age: "Not yet due", pence: owed.currentPence, fill: PRIMARY },
    { age: "1–30 days late", pence: owed.days1To30Pence, fill: SLATE },
    { age: "31–60 days late", pence: owed.days31To60Pence, fill: AMBER },
    { age: "Over 60 days late", pence: owed.over60DaysPence, fill: RED },
  ];
  const total = rows.reduce((s, r) => s + r.pence, 0);
  return (
    <ChartCard
      title="What you are owed, by age"
      summary={
        total === 0
          ? "Nothing is owed on your invoices."
          : `${formatPence(total)} owed, ${formatPence(total - owed.currentPence)} of it late.`
      }
      testId="chart-owed"
      rows={rows}
      rowKey={(r) => r.age}
      columns={[
        { header: "Age", cell: (r) => r.age },
        { header: "Owed", cell: (r) => formatPence(r.pence), numeric: true },
      ]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" {...chartProps}>
            <CartesianGrid horizontal={false} stroke="#e2e8f0" />
            <XAxis type="number" domain={atLeast(100_00)} tickFormatter={poundsAxis} tick={axis} />
            <YAxis type="category" dataKey="age" tick={axis} width={112} />
            <Tooltip formatter={(v) => formatPence(Number(v))} />
            <Bar
              dataKey="pence"
              name="Owed"
              radius={[0, 3, 3, 0]}
              shape={(props: BarShapeProps) => (
                <Rectangle {...props} fill={(props.payload as { fill: string }).fill} />
              )}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
