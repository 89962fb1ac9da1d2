import { useEffect, useReducer, useRef } from "react";
import { useNavigate } from "react-router";
import { messages as appMessages } from "../../../../shared/messages";
import { formatAnswers } from "../../../../shared/questionnaire";
import { defaultQuoteName } from "../../../../shared/quote-math";
import { AI_MESSAGES } from "../../../../shared/schemas/assistant";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { toMaterialInput } from "../../materials";
import { useBuilderDefaults, useCreateQuote, useQuoteCount } from "../../quotes";
import { predictMaterials, sendChat } from "../api";
import { descriptionFromChat, jobDescriptionFromChat } from "./conversation";
import { fallbackLines, toLines } from "./material-lines";
import { dayRatePenceOf, dayRatePounds, initialWizardState, wizardReducer } from "./wizard-state";

/**
 * The wizard's one reducer and what talks to the server: the chat, predict-materials and the
 * quote's creation. Steps render from `state` and change it through `dispatch`.
 */
export function useQuoteWizard(onClose: () => void) {
  const navigate = useNavigate();
  const defaults = useBuilderDefaults();
  const count = useQuoteCount();
  const createQuote = useCreateQuote();
  const [state, dispatch] = useReducer(wizardReducer, undefined, initialWizardState);
  const timer = useRef<number | undefined>(undefined);

  // SPEC §4: the chat becomes usable about a second after load.
  useEffect(() => {
    const t = window.setTimeout(() => dispatch({ type: "chatReady" }), 1000);
    return () => {
      window.clearTimeout(t);
      window.clearTimeout(timer.current);
    };
  }, []);
  useEffect(() => {
    if (!state.nameTouched && count.data !== undefined) {
      dispatch({ type: "defaultNameLoaded", name: defaultQuoteName(count.data, new Date()) });
    }
  }, [count.data, state.nameTouched]);

  const ratePounds = dayRatePounds(state, defaults.dayRatePence);

  const send = async (text: string) => {
    const context = state.chat;
    dispatch({ type: "messageSent", text });
    try {
      const reply = await sendChat(text, context);
      dispatch({ type: "replyReceived", reply });
    } catch (error) {
      // What the server refused says why (a message past 4,000 characters); anything else asks
      // for a brief description.
      const refused = error instanceof ApiError && error.status === 400 ? error.message : undefined;
      notify.error(refused ?? AI_MESSAGES.chatFailed);
      dispatch({ type: "replyFailed", ...(refused ? { message: refused } : {}) });
    }
  };

  const submitAnswers = () => {
    const text = formatAnswers(state.questions);
    dispatch({ type: "answersSubmitted" });
    void send(text);
  };

  const generate = async () => {
    dispatch({ type: "generateStarted" });
    const description = descriptionFromChat(state.chat);
    try {
      const result = await predictMaterials(description, state.measurements);
      const lines = toLines(result);
      const materials = lines.length > 0 ? lines : fallbackLines(state.materials);
      dispatch({ type: "materialsPredicted", result, materials });
      window.dispatchEvent(new CustomEvent("materialsPredicted", { detail: materials }));
    } catch (error) {
      const message = error instanceof Error ? error.message : "unknown error";
      const materials = fallbackLines(state.materials);
      dispatch({ type: "predictionFailed", message, materials });
      window.dispatchEvent(new CustomEvent("materialsPredicted", { detail: materials }));
    }
    timer.current = window.setTimeout(() => {
      dispatch({ type: "reviewOpened" });
      notify.success(AI_MESSAGES.generated, { description: AI_MESSAGES.generatedDescription });
    }, 1500);
  };

  const create = async () => {
    const { customer, days, name } = state;
    if (!customer) {
      notify.error("Error", { description: "Please select a client" });
      return;
    }
    if (!(days >= 0.5)) {
      notify.error("Days required must be at least 0.5");
      return;
    }
    try {
      // The customer reads this: the user's own words, not the estimator's questions and answers.
      const description = jobDescriptionFromChat(state.chat) || name || "AI generated quote";
      const quote = await createQuote.mutateAsync({
        name: name || undefined,
        customerId: customer.id,
        jobDescription: description,
        materials: state.materials.map(toMaterialInput),
        measurements: state.measurements,
        laborDays: days,
        dayRatePence: dayRatePenceOf(ratePounds),
        vatIncluded: state.vat,
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

  return {
    state,
    dispatch,
    dayRatePounds: ratePounds,
    marginPercent: defaults.marginPercent,
    creating: createQuote.isPending,
    send,
    submitAnswers,
    generate,
    create,
  };
}
