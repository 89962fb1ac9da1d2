import { Fragment } from "react";

const urlPattern = /https?:\/\/[^\s<>"')\]]+/g;
/** Punctuation that ends a sentence rather than the address. */
const trailing = /[.,;:!?]+$/;

/** Plain text with its http(s) addresses as links; nothing else in the text becomes markup. */
export function LinkifiedText({ text }: { text: string }) {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    const href = match[0].replace(trailing, "");
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });

  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noreferrer"
            className="break-all font-medium text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
