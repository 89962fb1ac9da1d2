import { ArrowLeft, Loader2, Mic, MicOff, Sparkles } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { messages as appMessages } from "../../../shared/messages";
import { formatPence, poundsToPence } from "../../../shared/money";
import {
  formatAnswers,
  isAnswersText,
  isStructuredQuestionSet,
  NOT_PROVIDED,
  parseAnswers,
  parseQuestions,
  type QuestionItem,
} from "../../../shared/questionnaire";
import { computeQuoteTotals, defaultQuoteName } from "../../../shared/quote-math";
import { SAMPLE_MATERIALS } from "../../../shared/sample-materials";
import {
  AI_MESSAGES,
  type ChatMessage,
  type PredictMaterialsResult,
} from "../../../shared/schemas/assistant";
import type { MeasurementInput } from "../../../shared/schemas/quotes";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input, Label } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { notify } from "../../lib/toast";
import { useCustomers } from "../customers/api/customers";
import {
  type CatalogueProduct,
  CatalogueSearchPanel,
} from "../materials/components/catalogue-search-panel";
import {
  type EditableMaterialLine,
  MaterialsListEditor,
  newLineKey,
  toMaterialInput,
} from "../materials/components/materials-list-editor";
import { MeasurementsPanel } from "../materials/components/measurements-panel";
import { selectClass } from "../materials/components/numeric-input";
import { OrderMaterialsPanel } from "../materials/components/order-materials-panel";
import { useCreateQuote } from "../quotes/api/create-quote";
import { useBuilderDefaults, useQuoteCount } from "../quotes/builder/use-builder-defaults";
import { predictMaterials, sendChat } from "./api";
import { ChatCard, QuestionnaireCard } from "./chat-card";
import { useSpeech } from "./use-speech";

export const GREETING =
  "Hello! I'm your quote assistant. Describe the job in a sentence or two (the work, the room and its size if you know it) and I'll ask a few essential questions before preparing your quote.";
const BRIEF_DESCRIPTION =
  "Sorry, something went wrong. Please give me a brief description of the work you need quoted, for example: Skim and paint the lounge, 4.5m x 3.6m.";
const YES =
  /^(yes|yep|yeah|ok|okay|correct|confirm|looks (good|right)|that'?s (right|correct)|perfect|great)\b/i;

/** The job description for predict-materials: what the user described plus every answer given. */
export function descriptionFromChat(messages: readonly ChatMessage[]): string {
  const parts: string[] = [];
  for (const m of messages) {
    if (m.role !== "user") continue;
    if (isAnswersText(m.content)) {
      for (const a of parseAnswers(m.content)) if (a.answer !== NOT_PROVIDED) parts.push(a.answer);
    } else if (!YES.test(m.content.trim())) parts.push(m.content);
  }
  return parts
    .map((p) => p.trim().replace(/[.\s]+$/, ""))
    .filter(Boolean)
    .join("; ");
}

interface Analysis {
  message: string;
  provider: string;
  matched: number;
  total: number;
  days: number;
  workPlan: string[];
  assumptions: string[];
  outcome: PredictMaterialsResult["outcome"] | "error";
}

function toLines(result: PredictMaterialsResult): EditableMaterialLine[] {
  return result.matched_products.map((m) => ({
    key: newLineKey(),
    name: m.name,
    quantity: m.quantity,
    unit: m.unit,
    unitPricePence: m.unitPricePence,
    sku: m.sku ?? undefined,
    merchantId: m.merchantId ?? undefined,
    productId: m.productId ?? undefined,
  }));
}

const sampleLines = (): EditableMaterialLine[] =>
  SAMPLE_MATERIALS.map((m) => ({ key: newLineKey(), ...m }));

function MaterialsAnalysis({ analysis }: { analysis: Analysis }) {
  return (
    <Card role="region" aria-label="Materials Analysis">
      <CardHeader className="pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          Materials Analysis
          <Badge variant={analysis.outcome === "ok" ? "success" : "muted"}>
            {analysis.outcome === "ok" ? `Materials Found: ${analysis.matched}` : "Check materials"}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p data-testid="analysis-message">{analysis.message}</p>
        <p className="text-muted-foreground">
          {analysis.matched} of {analysis.total} lines matched to catalogue products at your trade
          prices · estimated {analysis.days} {analysis.days === 1 ? "day" : "days"} ·{" "}
          {analysis.provider === "estimator" ? "Sole estimator" : analysis.provider}
        </p>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 panel 7: Quote Summary with Job Plan, Materials, Assumptions and the time badge. */
function QuoteSummary({
  analysis,
  materials,
  days,
}: {
  analysis: Analysis;
  materials: EditableMaterialLine[];
  days: number;
}) {
  return (
    <Card role="region" aria-label="Quote Summary">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-base">Quote Summary</CardTitle>
        <Badge variant="info">
          {days} {days === 1 ? "day" : "days"}
        </Badge>
      </CardHeader>
      <CardContent>
        <div className="max-h-[300px] space-y-3 overflow-y-auto pr-1 text-sm">
          <section>
            <h4 className="font-semibold">Job Plan</h4>
            {analysis.workPlan.length ? (
              <ol className="ml-5 list-decimal space-y-1">
                {analysis.workPlan.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            ) : (
              <p className="text-muted-foreground">No job plan.</p>
            )}
          </section>
          <section>
            <h4 className="font-semibold">Materials</h4>
            <ul className="space-y-1">
              {materials.map((m) => (
                <li key={m.key} className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {m.name} × {m.quantity} {m.unit}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {formatPence(Math.round(m.quantity * m.unitPricePence))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {analysis.assumptions.length ? (
            <section>
              <h4 className="font-semibold">Assumptions</h4>
              <ul className="ml-5 list-disc space-y-1">
                {analysis.assumptions.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 Quote-creation wizard (AI): chat and questions, then the editable quote. */
export default function QuoteWizard({ onClose }: { onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const customers = useCustomers();
  const defaults = useBuilderDefaults();
  const count = useQuoteCount();
  const createQuote = useCreateQuote();

  const [step, setStep] = useState<1 | 2>(1);
  const [name, setName] = useState("");
  const [nameTouched, setNameTouched] = useState(false);
  const [chat, setChat] = useState<ChatMessage[]>([{ role: "assistant", content: GREETING }]);
  const [model, setModel] = useState("Sole estimator");
  const [ready, setReady] = useState(false);
  const [chatBusy, setChatBusy] = useState(false);
  const [questions, setQuestions] = useState<QuestionItem[]>([]);
  const [flags, setFlags] = useState({
    jobDetails: false,
    materialsList: false,
    timeEstimate: false,
  });
  const [generating, setGenerating] = useState(false);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [materials, setMaterials] = useState<EditableMaterialLine[]>([]);
  const [measurements, setMeasurements] = useState<MeasurementInput[]>([]);
  const [showMeasure, setShowMeasure] = useState(false);
  const [showSearch, setShowSearch] = useState(false);
  const [dayRate, setDayRate] = useState<number | null>(null);
  const [days, setDays] = useState(1);
  const [customerId, setCustomerId] = useState("");
  const [vat, setVat] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  const speech = useSpeech((text) => setChatDraft(text));
  const [chatDraft, setChatDraft] = useState<string | null>(null);

  // SPEC §4: the chat becomes usable about a second after load.
  useEffect(() => {
    const t = window.setTimeout(() => setReady(true), 1000);
    return () => {
      window.clearTimeout(t);
      window.clearTimeout(timer.current);
    };
  }, []);
  useEffect(() => {
    if (!nameTouched && count.data !== undefined) setName(defaultQuoteName(count.data, new Date()));
  }, [count.data, nameTouched]);

  const dayRatePounds = dayRate ?? defaults.dayRatePence / 100;
  const questionsOpen = questions.length > 0;

  const send = async (text: string) => {
    const context = chat;
    setChat((c) => [...c, { role: "user", content: text }]);
    setChatBusy(true);
    try {
      const reply = await sendChat(text, context);
      setModel(reply.model);
      const structured =
        (reply.stage === "questions" || reply.stage === "clarify") &&
        isStructuredQuestionSet(reply.message);
      setChat((c) => [
        ...c,
        {
          role: "assistant",
          content: reply.message,
          isStructuredQuestion: structured,
          isJobValidation: reply.stage === "summary",
        },
      ]);
      if (structured) setQuestions(parseQuestions(reply.message));
      setFlags((f) => ({
        jobDetails: f.jobDetails || reply.stage !== "greeting",
        materialsList: f.materialsList || reply.stage === "summary" || reply.stage === "final",
        timeEstimate: f.timeEstimate || reply.stage === "final",
      }));
    } catch {
      notify.error(AI_MESSAGES.chatFailed);
      setChat((c) => [...c, { role: "assistant", content: BRIEF_DESCRIPTION }]);
    } finally {
      setChatBusy(false);
    }
  };

  const submitAnswers = () => {
    const text = formatAnswers(questions);
    setQuestions([]);
    void send(text);
  };

  const generate = async () => {
    setGenerating(true);
    const description = descriptionFromChat(chat);
    try {
      const result = await predictMaterials(description, measurements);
      const lines = toLines(result);
      const next = lines.length > 0 ? lines : materials.length > 0 ? materials : sampleLines();
      const matched = result.matched_products.filter((m) => m.matched).length;
      setMaterials(next);
      setDays(Math.max(0.5, result.time_estimate_days || 1));
      setAnalysis({
        message: result.message ?? "",
        provider: result.provider,
        matched,
        total: result.matched_products.length,
        days: result.time_estimate_days,
        workPlan: result.work_plan,
        assumptions: result.assumptions,
        outcome: result.outcome,
      });
      window.dispatchEvent(new CustomEvent("materialsPredicted", { detail: next }));
    } catch (error) {
      const message = error instanceof Error ? error.message : "unknown error";
      const next = materials.length > 0 ? materials : sampleLines();
      setMaterials(next);
      setAnalysis({
        message: `Error in material prediction: ${message} ${AI_MESSAGES.noProviderData.replace("No response data received from the AI provider. ", "")}`,
        provider: "estimator",
        matched: 0,
        total: next.length,
        days: 1,
        workPlan: [],
        assumptions: [],
        outcome: "error",
      });
      window.dispatchEvent(new CustomEvent("materialsPredicted", { detail: next }));
    } finally {
      setGenerating(false);
    }
    timer.current = window.setTimeout(() => {
      setStep(2);
      notify.success(AI_MESSAGES.generated, { description: AI_MESSAGES.generatedDescription });
    }, 1500);
  };

  const addProduct = (product: CatalogueProduct, quantity: number) =>
    setMaterials((lines) => [
      ...lines,
      {
        key: newLineKey(),
        name: product.name,
        quantity,
        unit: "each",
        unitPricePence: product.netPricePence,
        sku: product.sku || undefined,
        merchantId: product.merchantId,
        productId: product.id,
      },
    ]);

  const totals = useMemo(
    () =>
      computeQuoteTotals({
        materials,
        laborDays: Number.isFinite(days) ? days : 0,
        dayRatePence: Math.max(0, poundsToPence(dayRatePounds) ?? 0),
        vatIncluded: vat,
        vatRate: 20,
        marginPercent: defaults.marginPercent,
        profitRule: "wizard",
      }),
    [materials, days, dayRatePounds, vat, defaults.marginPercent],
  );

  const create = async () => {
    if (!customerId) {
      notify.error("Error", { description: "Please select a client" });
      return;
    }
    if (!(days >= 0.5)) {
      notify.error("Days required must be at least 0.5");
      return;
    }
    try {
      const description = descriptionFromChat(chat) || name || "AI generated quote";
      const quote = await createQuote.mutateAsync({
        name: name || undefined,
        customerId,
        jobDescription: description,
        materials: materials.map(toMaterialInput),
        measurements,
        laborDays: days,
        dayRatePence: Math.max(0, poundsToPence(dayRatePounds) ?? 0),
        vatIncluded: vat,
        vatRate: 20,
        profitRule: "wizard",
      });
      notify.success(appMessages.quotes.created);
      onClose();
      navigate(paths.quote(quote.id));
    } catch {
      notify.error(appMessages.quotes.createFailed);
    }
  };

  const nameField = (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-name`}>Project Name</Label>
      <Input
        id={`${id}-name`}
        value={name}
        onChange={(e) => {
          setNameTouched(true);
          setName(e.target.value);
        }}
      />
    </div>
  );

  if (step === 1) {
    return (
      <div className="grid min-w-0 gap-4">
        <h3 className="text-base font-semibold">AI Quote Assistant</h3>
        {nameField}
        {speech.supported ? (
          <div>
            <Button
              type="button"
              variant={speech.recording ? "destructive" : "outline"}
              onClick={speech.recording ? speech.stop : speech.start}
            >
              {speech.recording ? <MicOff /> : <Mic />}
              {speech.recording ? "Stop Recording" : "Start Voice Input"}
            </Button>
          </div>
        ) : null}
        <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
          <ChatCard
            key={chatDraft ?? "chat"}
            model={model}
            messages={chat}
            busy={chatBusy}
            inputDisabled={!ready || chatBusy || questionsOpen}
            disabledReason={
              questionsOpen ? "Answer the required questions first" : "Starting the assistant..."
            }
            onSend={(text) => void send(text)}
            initialText={chatDraft ?? ""}
          />
          <div className="grid min-w-0 gap-4">
            {questionsOpen ? (
              <QuestionnaireCard
                items={questions}
                onChange={setQuestions}
                onSubmit={submitAnswers}
                busy={chatBusy}
              />
            ) : null}
            {analysis ? <MaterialsAnalysis analysis={analysis} /> : null}
            {flags.timeEstimate ? (
              <p className="text-sm text-muted-foreground">
                All details gathered. Press Generate Quote to create your quote.
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void generate()} disabled={generating || chatBusy}>
            {generating ? <Loader2 className="animate-spin" /> : <Sparkles />}
            {generating ? "Generating..." : "Generate Quote"}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      {nameField}
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-4">
          {analysis ? <MaterialsAnalysis analysis={analysis} /> : null}
          {analysis?.workPlan.length ? (
            <Card role="region" aria-label="Project Work Plan">
              <CardHeader className="pb-2">
                <CardTitle className="text-base">Project Work Plan</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="ml-5 list-decimal space-y-1 text-sm">
                  {analysis.workPlan.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
              <CardTitle className="text-base">Room Measurements</CardTitle>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setShowMeasure((s) => !s)}
              >
                {showMeasure ? "Hide Measurement Tool" : "Add Measurements"}
              </Button>
            </CardHeader>
            <CardContent className="grid gap-3">
              {showMeasure ? (
                <MeasurementsPanel
                  value={measurements}
                  onChange={setMeasurements}
                  onSave={setMeasurements}
                />
              ) : null}
              {measurements.length ? (
                <div>
                  <h4 className="text-sm font-semibold">Added Measurements</h4>
                  <ul className="text-sm">
                    {measurements.map((m, i) => (
                      <li key={i}>
                        {m.label}: {m.value} {m.unit}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
              <CardTitle className="text-base">AI-Generated Materials</CardTitle>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setShowSearch((s) => !s)}
              >
                {showSearch ? "Hide Search" : "Add More Materials"}
              </Button>
            </CardHeader>
            <CardContent className="grid min-w-0 gap-3">
              {showSearch ? <CatalogueSearchPanel onAdd={addProduct} /> : null}
              <MaterialsListEditor value={materials} onChange={setMaterials} />
            </CardContent>
          </Card>

          {materials.length > 0 ? (
            <Card>
              <CardHeader className="pb-2">
                <CardTitle className="text-base">Order Materials</CardTitle>
              </CardHeader>
              <CardContent>
                <OrderMaterialsPanel
                  materials={materials}
                  deliveryAddress={
                    customers.data?.find((c) => c.id === customerId)?.address || undefined
                  }
                />
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-rate`}>Day Rate (£)</Label>
                <Input
                  id={`${id}-rate`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={Number.isFinite(dayRatePounds) ? dayRatePounds : ""}
                  onChange={(e) => setDayRate(e.target.value === "" ? 0 : Number(e.target.value))}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-days`}>Days Required</Label>
                <Input
                  id={`${id}-days`}
                  type="number"
                  inputMode="decimal"
                  min={0.5}
                  step={0.5}
                  value={Number.isFinite(days) ? days : ""}
                  onChange={(e) =>
                    setDays(e.target.value === "" ? Number.NaN : Number(e.target.value))
                  }
                />
              </div>
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor={`${id}-client`}>Client</Label>
                <select
                  id={`${id}-client`}
                  className={selectClass}
                  value={customerId}
                  onChange={(e) => setCustomerId(e.target.value)}
                >
                  <option value="">
                    {customers.isPending ? "Loading clients..." : "Select a client"}
                  </option>
                  {customers.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.displayName}
                    </option>
                  ))}
                </select>
              </div>
              <label className="flex items-center gap-3 text-sm font-medium" htmlFor={`${id}-vat`}>
                <input
                  id={`${id}-vat`}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={vat}
                  onChange={(e) => setVat(e.target.checked)}
                />
                Include VAT (20%)
              </label>
            </CardContent>
          </Card>
        </div>

        <div className="grid min-w-0 gap-4 lg:sticky lg:top-4">
          {analysis ? <QuoteSummary analysis={analysis} materials={materials} days={days} /> : null}
          <Card>
            <CardContent className="grid gap-1 pt-6 text-sm tabular-nums">
              <p className="flex justify-between">
                <span>Materials</span> <span>{formatPence(totals.totalMaterialsCostPence)}</span>
              </p>
              <p className="flex justify-between">
                <span>Labour</span> <span>{formatPence(totals.totalLaborPence)}</span>
              </p>
              <p className="flex justify-between">
                <span>VAT</span> <span>{formatPence(totals.vatAmountPence)}</span>
              </p>
              <p className="flex justify-between text-base font-semibold">
                <span>Total</span>{" "}
                <span data-testid="wizard-total">{formatPence(totals.totalAmountPence)}</span>
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" onClick={() => setStep(1)}>
          <ArrowLeft /> Back
        </Button>
        <Button type="button" onClick={() => void create()} disabled={createQuote.isPending}>
          {createQuote.isPending ? "Creating..." : "Create Quote"}
        </Button>
      </div>
    </div>
  );
}
