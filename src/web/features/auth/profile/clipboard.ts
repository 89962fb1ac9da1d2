import { notify } from "../../../lib/toast";

/** Copies text and says so; some browsers refuse the clipboard outside HTTPS. */
export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(`${what} copied`);
  } catch {
    notify.error(`Could not copy the ${what.toLowerCase()}`, {
      description: "Select the text and copy it yourself.",
    });
  }
}
