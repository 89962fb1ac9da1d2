import { Bot, Check, Pencil, Send, User } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  answerQuestion,
  canSubmit,
  editQuestion,
  type QuestionItem,
  withoutMarks,
} from "../../../shared/questionnaire";
import type { ChatMessage } from "../../../shared/schemas/assistant";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input, Label, Textarea } from "../../components/ui/input";
import { cn } from "../../lib/cn";

/** SPEC §2 panel 5: the AI Quote Assistant chat card, 500px high. */
export function ChatCard({
  model,
  messages,
  busy,
  inputDisabled,
  disabledReason,
  onSend,
  initialText = "",
}: {
  initialText?: string;
  model: string;
  messages: ChatMessage[];
  busy: boolean;
  inputDisabled: boolean;
  disabledReason?: string;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState(initialText);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    const el = listRef.current;
    if (el && messages.length > 0) el.scrollTop = el.scrollHeight;
  }, [messages.length]);
  const send = () => {
    if (!text.trim() || inputDisabled || busy) return;
    onSend(text.trim());
    setText("");
  };
  return (
    <Card className="flex h-[500px] flex-col overflow-hidden" aria-label="AI Quote Assistant chat">
      <CardHeader className="flex flex-row items-center justify-between gap-2 border-b py-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Bot className="size-4 text-primary" aria-hidden="true" /> Quote Assistant
        </CardTitle>
        <Badge variant="secondary" data-testid="chat-model">
          {model}
        </Badge>
      </CardHeader>
      <div
        ref={listRef}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        role="log"
        aria-live="polite"
        aria-label="Conversation"
      >
        {messages.map((m, i) => (
          <div
            key={i}
            className={cn("flex gap-2", m.role === "user" ? "justify-end" : "justify-start")}
          >
            {m.role !== "user" ? (
              <Bot className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : null}
            <p
              className={cn(
                "max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm",
                m.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted",
              )}
              data-role={m.role}
            >
              {withoutMarks(m.content)}
            </p>
            {m.role === "user" ? (
              <User className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : null}
          </div>
        ))}
        {busy ? <p className="text-sm text-muted-foreground">Thinking...</p> : null}
      </div>
      <CardContent className="border-t p-3">
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <Label htmlFor={`${id}-msg`} className="sr-only">
            Message
          </Label>
          <Input
            id={`${id}-msg`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={
              inputDisabled ? (disabledReason ?? "Please wait...") : "Describe the job..."
            }
            disabled={inputDisabled}
            autoComplete="off"
          />
          <Button
            type="submit"
            size="icon"
            disabled={inputDisabled || busy || !text.trim()}
            aria-label="Send message"
          >
            <Send />
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 panel 6: the structured questionnaire, "Create Your Quote". */
export function QuestionnaireCard({
  items,
  onChange,
  onSubmit,
  busy,
}: {
  items: QuestionItem[];
  onChange: (items: QuestionItem[]) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const id = useId();
  const save = (q: QuestionItem) => {
    const value = drafts[q.id] ?? q.answer;
    onChange(answerQuestion(items, q.id, value));
  };
  const onKey = (q: QuestionItem) => (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      save(q);
    }
  };
  const ready = canSubmit(items);
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <CardTitle id={`${id}-title`}>Create Your Quote</CardTitle>
        <p className="text-sm text-muted-foreground">
          Answer the required questions.
          {/* A keyboard tip means nothing on a touch screen (issue 20). */}
          <span className="pointer-coarse:hidden" data-testid="keyboard-tip">
            {" "}
            Press Enter to save an answer, Shift+Enter for a new line.
          </span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {items.map((q, i) => {
          const label = withoutMarks(q.text).trim();
          return (
            <div key={q.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex items-start justify-between gap-2">
                <Label htmlFor={`${id}-${q.id}`} className="leading-snug">
                  {i + 1}. {label}
                </Label>
                <Badge variant={q.isMandatory ? "default" : "outline"} className="shrink-0">
                  {q.isMandatory ? "Required" : "Optional"}
                </Badge>
              </div>
              {q.answered ? (
                <div className="flex items-start justify-between gap-2">
                  <p className="flex items-start gap-2 whitespace-pre-wrap text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                    {q.answer}
                  </p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(editQuestion(items, q.id))}
                    aria-label={`Edit answer to question ${i + 1}`}
                  >
                    <Pencil /> Edit
                  </Button>
                </div>
              ) : (
                <div className="flex items-end gap-2">
                  <Textarea
                    id={`${id}-${q.id}`}
                    rows={1}
                    className="min-h-10"
                    value={drafts[q.id] ?? q.answer}
                    onChange={(e) => setDrafts((d) => ({ ...d, [q.id]: e.target.value }))}
                    onKeyDown={onKey(q)}
                    placeholder="Your answer"
                  />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => save(q)}
                    disabled={!(drafts[q.id] ?? q.answer).trim()}
                    aria-label={`Save answer to question ${i + 1}`}
                  >
                    Save
                  </Button>
                </div>
              )}
            </div>
          );
        })}
        <Button type="button" onClick={onSubmit} disabled={!ready || busy}>
          Submit Answers
        </Button>
      </CardContent>
    </Card>
  );
}
