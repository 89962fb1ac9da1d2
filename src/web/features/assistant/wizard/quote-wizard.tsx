import { useSpeech } from "../use-speech";
import { DescribeStep } from "./describe-step";
import { ReviewStep } from "./review-step";
import { useQuoteWizard } from "./use-quote-wizard";

/** SPEC §2 Quote-creation wizard (AI): chat and questions, then the editable quote. */
export default function QuoteWizard({ onClose }: { onClose: () => void }) {
  const wizard = useQuoteWizard(onClose);
  const { state, dispatch } = wizard;
  const speech = useSpeech((text) => dispatch({ type: "dictated", text }));

  if (state.step === "describe") {
    return (
      <DescribeStep
        state={state}
        dispatch={dispatch}
        speech={speech}
        onSend={(text) => void wizard.send(text)}
        onSubmitAnswers={wizard.submitAnswers}
        onGenerate={() => void wizard.generate()}
        onCancel={onClose}
      />
    );
  }
  return (
    <ReviewStep
      state={state}
      dispatch={dispatch}
      dayRatePounds={wizard.dayRatePounds}
      marginPercent={wizard.marginPercent}
      creating={wizard.creating}
      onCreate={() => void wizard.create()}
    />
  );
}
