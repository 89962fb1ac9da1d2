/**
 * What other features may use of the assistant: the AI quote generator panel of the dashboard and
 * the quote list. The panel loads the wizard's chunk (chat, questionnaire, materials panels) when it
 * opens and the quote-creation dialog's on Quick Create.
 */
export { AiQuotePanel } from "./ai-quote-panel";
