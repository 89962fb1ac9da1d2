import { limitMessages, PRICE_LIST_MAX_BYTES } from "../../../../shared/limits";
import { notify } from "../../../lib/toast";

/** The chosen file's text, or why it cannot be previewed; checked here so no upload is wasted. */
export async function readPriceListFile(file: File): Promise<{ csv: string } | { error: string }> {
  if (!/\.csv$/i.test(file.name) && file.type !== "text/csv") {
    return { error: "Please choose a .csv file" };
  }
  if (file.size > PRICE_LIST_MAX_BYTES) {
    notify.error("File too large", { description: limitMessages.priceListBytes });
    return { error: limitMessages.priceListBytes };
  }
  try {
    return { csv: await file.text() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : "Could not read the file" };
  }
}
