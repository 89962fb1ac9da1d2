import { Loader2, Mic, MicOff, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ChatCard, QuestionnaireCard } from "../chat-card";
import type { useSpeech } from "../use-speech";
import { MaterialsAnalysis } from "./materials-analysis";
import { ProjectNameField } from "./project-name-field";
import type { WizardDispatch, WizardState } from "./wizard-state";

/** Step 1, describe: the chat, the questionnaire it opens, and Generate Quote. */
export function DescribeStep({
  state,
  dispatch,
  speech,
  onSend,
  onSubmitAnswers,
  onGenerate,
  onCancel,
}: {
  state: WizardState;
  dispatch: WizardDispatch;
  speech: ReturnType<typeof useSpeech>;
  onSend: (text: string) => void;
  onSubmitAnswers: () => void;
  onGenerate: () => void;
  onCancel: () => void;
}) {
  const { analysis, chatBusy, chatDraft, generating, questions } = state;
  const questionsOpen = questions.length > 0;
  return (
    <div className="grid min-w-0 gap-4">
      <h3 className="text-base font-semibold">AI Quote Assistant</h3>
      <ProjectNameField name={state.name} dispatch={dispatch} />
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
          model={state.model}
          messages={state.chat}
          busy={chatBusy}
          inputDisabled={!state.ready || chatBusy || questionsOpen}
          disabledReason={
            questionsOpen ? "Answer the required questions first" : "Starting the assistant..."
          }
          onSend={onSend}
          initialText={chatDraft ?? ""}
        />
        <div className="grid min-w-0 gap-4">
          {questionsOpen ? (
            <QuestionnaireCard
              items={questions}
              onChange={(items) => dispatch({ type: "questionsChanged", questions: items })}
              onSubmit={onSubmitAnswers}
              busy={chatBusy}
            />
          ) : null}
          {analysis ? <MaterialsAnalysis analysis={analysis} /> : null}
          {state.flags.timeEstimate ? (
            <p className="text-sm text-muted-foreground">
              All details gathered. Press Generate Quote to create your quote.
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={onGenerate} disabled={generating || chatBusy}>
          {generating ? <Loader2 className="animate-spin" /> : <Sparkles />}
          {generating ? "Generating..." : "Generate Quote"}
        </Button>
      </div>
    </div>
  );
}
