import type { Dispatch } from "react";
import { poundsToPence } from "../../../../shared/money";
import { parseQuestions, type QuestionItem } from "../../../../shared/questionnaire";
import {
  AI_MESSAGES,
  type ChatMessage,
  type ChatResult,
  type PredictMaterialsResult,
} from "../../../../shared/schemas/assistant";
import type { MeasurementInput } from "../../../../shared/schemas/quotes";
import {
  type CatalogueProduct,
  type EditableMaterialLine,
  withCatalogueProduct,
} from "../../materials";
import type { PickedCustomer } from "../../quotes";
import { BRIEF_DESCRIPTION, GREETING } from "./conversation";

/**
 * The quote wizard's whole state, changed only by `wizardReducer`. Two steps (SPEC §2):
 * "describe" (chat, questionnaire, Generate Quote) and "review" (materials, labour and client,
 * summary, Create Quote).
 */
export type WizardStep = "describe" | "review";

/** The Materials Analysis card: what predict-materials found, or why it found nothing. */
export interface Analysis {
  message: string;
  provider: string;
  matched: number;
  total: number;
  /** Elapsed days, with the waits the materials impose. */
  days: number;
  /** Days of work charged, when they differ from the elapsed days. */
  workDays?: number;
  /** Tradespeople sharing the work, when the estimator said. */
  crew?: number;
  /** What the materials make the job wait for ("Grout after 24 h", 1 day). */
  waits?: { what: string; days: number }[];
  workPlan: string[];
  assumptions: string[];
  outcome: PredictMaterialsResult["outcome"] | "error";
}

export interface WizardState {
  step: WizardStep;
  /** Project Name: the default ("Quote N dd/mm/yyyy") until the user types one. */
  name: string;
  nameTouched: boolean;
  chat: ChatMessage[];
  /** The model named on the chat card. */
  model: string;
  /** SPEC §4: the chat input is usable about a second after load. */
  ready: boolean;
  chatBusy: boolean;
  /** Dictated text, placed in the chat input. */
  chatDraft: string | null;
  /** The open questionnaire; empty when none. */
  questions: QuestionItem[];
  flags: { jobDetails: boolean; materialsList: boolean; timeEstimate: boolean };
  generating: boolean;
  analysis: Analysis | null;
  materials: EditableMaterialLine[];
  measurements: MeasurementInput[];
  showMeasure: boolean;
  showSearch: boolean;
  /** Day rate in pounds as typed; null: the business's default. */
  dayRate: number | null;
  /** Days required; NaN while the field is empty. */
  days: number;
  /** The client: picked from the business's customers or added with New; null until then. */
  customer: PickedCustomer | null;
  vat: boolean;
}

export type WizardAction =
  | { type: "chatReady" }
  | { type: "defaultNameLoaded"; name: string }
  | { type: "nameEdited"; name: string }
  /** While the field has the user's attention a late default would land in what they type. */
  | { type: "nameFocused" }
  /** Left empty: the default fills it (the server would name the quote so anyway). */
  | { type: "nameBlurred" }
  | { type: "dictated"; text: string }
  | { type: "messageSent"; text: string }
  | { type: "replyReceived"; reply: ChatResult }
  | { type: "replyFailed"; message?: string }
  | { type: "questionsChanged"; questions: QuestionItem[] }
  | { type: "answersSubmitted" }
  | { type: "generateStarted" }
  | {
      type: "materialsPredicted";
      result: PredictMaterialsResult;
      /** The predicted lines, or the fallback when it found none (keys are made by the caller). */
      materials: EditableMaterialLine[];
    }
  | { type: "predictionFailed"; message: string; materials: EditableMaterialLine[] }
  | { type: "reviewOpened" }
  | { type: "backToDescribe" }
  | { type: "materialsChanged"; materials: EditableMaterialLine[] }
  | { type: "productAdded"; product: CatalogueProduct; quantity: number }
  | { type: "measurementsChanged"; measurements: MeasurementInput[] }
  | { type: "measureToggled" }
  | { type: "searchToggled" }
  | { type: "dayRateEdited"; value: string }
  | { type: "daysEdited"; value: string }
  | { type: "customerPicked"; customer: PickedCustomer | null }
  | { type: "vatToggled"; included: boolean };

export type WizardDispatch = Dispatch<WizardAction>;

export function initialWizardState(): WizardState {
  return {
    step: "describe",
    name: "",
    nameTouched: false,
    chat: [{ role: "assistant", content: GREETING }],
    model: "Sole estimator",
    ready: false,
    chatBusy: false,
    chatDraft: null,
    questions: [],
    flags: { jobDetails: false, materialsList: false, timeEstimate: false },
    generating: false,
    analysis: null,
    materials: [],
    measurements: [],
    showMeasure: false,
    showSearch: false,
    dayRate: null,
    days: 1,
    customer: null,
    vat: true,
  };
}

function analysisOf(result: PredictMaterialsResult): Analysis {
  return {
    message: result.message ?? "",
    provider: result.provider,
    matched: result.matched_products.filter((m) => m.matched).length,
    total: result.matched_products.length,
    days: result.time_estimate_days,
    ...(result.labour_days && result.labour_days !== result.time_estimate_days
      ? { workDays: result.labour_days }
      : {}),
    ...(result.crew ? { crew: result.crew } : {}),
    ...(result.waits ? { waits: result.waits } : {}),
    workPlan: result.work_plan,
    assumptions: result.assumptions,
    outcome: result.outcome,
  };
}

function failedAnalysis(message: string, total: number): Analysis {
  const advice = AI_MESSAGES.noProviderData.replace(
    "No response data received from the AI provider. ",
    "",
  );
  return {
    message: `Error in material prediction: ${message} ${advice}`,
    provider: "estimator",
    matched: 0,
    total,
    days: 1,
    workPlan: [],
    assumptions: [],
    outcome: "error",
  };
}

/** The assistant's message for a chat reply; a questions or clarify stage may carry a questionnaire. */
function replyMessage(reply: ChatResult): ChatMessage {
  return {
    role: "assistant",
    content: reply.message,
    isStructuredQuestion: hasQuestionnaire(reply),
    isJobValidation: reply.stage === "summary",
  };
}

// The assistant's questions are a questionnaire even when there is one ("Door size: standard
// 762 mm or other?"): as chat text it would lock the chat with nothing to answer in.
const hasQuestionnaire = (reply: ChatResult) =>
  (reply.stage === "questions" || reply.stage === "clarify") &&
  parseQuestions(reply.message).length > 0;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "chatReady":
      return { ...state, ready: true };
    case "defaultNameLoaded":
      return state.nameTouched ? state : { ...state, name: action.name };
    case "nameEdited":
      return { ...state, name: action.name, nameTouched: true };
    case "nameFocused":
      return state.nameTouched ? state : { ...state, nameTouched: true };
    case "nameBlurred":
      return state.name.trim() ? state : { ...state, nameTouched: false };
    case "dictated":
      return { ...state, chatDraft: action.text };
    case "messageSent":
      return {
        ...state,
        chat: [...state.chat, { role: "user", content: action.text }],
        chatBusy: true,
      };
    case "replyReceived": {
      const { reply } = action;
      const { flags } = state;
      return {
        ...state,
        model: reply.model,
        chat: [...state.chat, replyMessage(reply)],
        questions: hasQuestionnaire(reply) ? parseQuestions(reply.message) : state.questions,
        flags: {
          jobDetails: flags.jobDetails || reply.stage !== "greeting",
          materialsList:
            flags.materialsList || reply.stage === "summary" || reply.stage === "final",
          timeEstimate: flags.timeEstimate || reply.stage === "final",
        },
        chatBusy: false,
      };
    }
    case "replyFailed":
      return {
        ...state,
        // A message the server refused is taken out of the chat: sent again as the next
        // message's context, it was refused again, and the chat could not go on.
        chat: [
          ...(action.message ? state.chat.slice(0, -1) : state.chat),
          {
            role: "assistant",
            content: action.message
              ? `${action.message}. Please shorten it and send it again.`
              : BRIEF_DESCRIPTION,
          },
        ],
        chatBusy: false,
      };
    case "questionsChanged":
      return { ...state, questions: action.questions };
    case "answersSubmitted":
      return { ...state, questions: [] };
    case "generateStarted":
      return { ...state, generating: true };
    case "materialsPredicted":
      return {
        ...state,
        materials: action.materials,
        // Charge the work, not the days the adhesive or plaster spends curing.
        days: Math.max(0.5, action.result.labour_days || action.result.time_estimate_days || 1),
        analysis: analysisOf(action.result),
        generating: false,
      };
    case "predictionFailed":
      return {
        ...state,
        materials: action.materials,
        analysis: failedAnalysis(action.message, action.materials.length),
        generating: false,
      };
    case "reviewOpened":
      return { ...state, step: "review" };
    case "backToDescribe":
      return { ...state, step: "describe" };
    case "materialsChanged":
      return { ...state, materials: action.materials };
    case "productAdded":
      return {
        ...state,
        materials: withCatalogueProduct(state.materials, action.product, action.quantity),
      };
    case "measurementsChanged":
      return { ...state, measurements: action.measurements };
    case "measureToggled":
      return { ...state, showMeasure: !state.showMeasure };
    case "searchToggled":
      return { ...state, showSearch: !state.showSearch };
    case "dayRateEdited":
      return { ...state, dayRate: action.value === "" ? 0 : Number(action.value) };
    case "daysEdited":
      return { ...state, days: action.value === "" ? Number.NaN : Number(action.value) };
    case "customerPicked":
      return { ...state, customer: action.customer };
    case "vatToggled":
      return { ...state, vat: action.included };
  }
}

/** The day rate shown and used, in pounds: the typed one, else the business's default. */
export const dayRatePounds = (state: WizardState, defaultDayRatePence: number) =>
  state.dayRate ?? defaultDayRatePence / 100;

/** The day rate sent and totalled, in pence: never negative, 0 for what is not a number. */
export const dayRatePenceOf = (pounds: number) => Math.max(0, poundsToPence(pounds) ?? 0);
