import { useCallback, useEffect, useRef, useState } from "react";

interface SpeechResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: SpeechResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Web Speech API dictation; `supported` is false where the browser has none (the toggle hides). */
export function useSpeech(onText: (text: string) => void) {
  const [recording, setRecording] = useState(false);
  const ref = useRef<Recognition | null>(null);
  const supported = Boolean(recognitionCtor());
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const stop = useCallback(() => {
    ref.current?.stop();
    setRecording(false);
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor) return;
    const r = new Ctor();
    r.lang = "en-GB";
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i];
        if (result?.isFinal) onTextRef.current(result[0]?.transcript ?? "");
      }
    };
    r.onend = () => setRecording(false);
    r.onerror = () => setRecording(false);
    ref.current = r;
    r.start();
    setRecording(true);
  }, []);

  useEffect(() => () => ref.current?.stop(), []);
  return { supported, recording, start, stop };
}
