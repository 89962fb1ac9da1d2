import { html } from "hono/html";
import { icon } from "./icons";

/** What the customer typed into a form the server sent back, and the reason it was not taken. */
export interface FormState {
  kind: "accept" | "decline";
  error: string;
  name: string;
  reason: string;
}

/**
 * Accept and decline as plain forms: they work with no JavaScript at all. Accepting is the
 * visible one; declining sits behind a disclosure so a thumb does not hit it by chance.
 * No browser validation (novalidate): the server's British messages are the ones shown.
 */
export function decisionForms(
  token: string,
  businessName: string,
  what: "quote" | "variation",
  form?: FormState,
) {
  const action = (kind: string) => `/q/${encodeURIComponent(token)}/${kind}`;
  const failed = (kind: FormState["kind"]) => (form?.kind === kind ? form : undefined);
  const accept = failed("accept");
  const decline = failed("decline");
  const nameField = (kind: FormState["kind"], state?: FormState) => html`<div class="field">
      <label for="${kind}-name">Your full name</label>
      <input id="${kind}-name" name="name" autocomplete="name" maxlength="100" value="${state?.name ?? ""}"${
        state ? html` aria-invalid="true" aria-describedby="${kind}-error" autofocus` : ""
      }>
      ${state ? html`<p class="error" id="${kind}-error">${state.error}</p>` : ""}
    </div>`;
  return html`<div class="actions">
  <form method="post" action="${action("accept")}" novalidate aria-labelledby="accept-heading">
    <h2 id="accept-heading">Accept this ${what}</h2>
    <p class="small muted">Type your full name to accept. ${businessName} will be told straight away.</p>
    ${nameField("accept", accept)}
    <button class="btn btn-primary" type="submit">${icon("check")}Accept ${what}</button>
  </form>
  <details${decline ? " open" : ""}>
    <summary>Decline this ${what}</summary>
    <form method="post" action="${action("decline")}" novalidate aria-label="Decline this ${what}">
      <p class="small muted">Type your full name to decline. You can tell ${businessName} why, if you like.</p>
      ${nameField("decline", decline)}
      <div class="field">
        <label for="decline-reason">Reason (optional)</label>
        <textarea id="decline-reason" name="reason" rows="3" maxlength="1000">${decline?.reason ?? ""}</textarea>
      </div>
      <button class="btn btn-danger" type="submit">${icon("cross")}Decline ${what}</button>
    </form>
  </details>
</div>`;
}
