import { AppError } from "../errors";
import { renderableImages } from "./images";

/**
 * Renders `doc`; when the renderer fails on it (task_failed: pdfkit threw, which with images that
 * sharp re-encoded should not happen) and `withoutImages` is given, renders that instead, so an
 * image the PDF library cannot draw costs the picture, never the document.
 */
export async function renderWithoutImagesOnFailure<D>(
  render: (doc: D) => Promise<Buffer>,
  doc: D,
  withoutImages: D | false,
): Promise<Buffer> {
  try {
    return await render(doc);
  } catch (error) {
    if (!withoutImages || !(error instanceof AppError) || error.code !== "task_failed") throw error;
    return render(withoutImages);
  }
}

/**
 * A document whose one image is the business's logo (an invoice, a purchase order): drawn with
 * the logo as sharp re-encoded it, and without it when it cannot be decoded or drawn. `owner` is
 * the business whose document it is: its turn at the image slots and in the worker pool.
 */
export async function renderWithLogo<D extends { business: { logo: Buffer | null } }>(
  render: (doc: D) => Promise<Buffer>,
  doc: D,
  owner: string,
): Promise<Buffer> {
  const [logo = null] = await renderableImages([doc.business.logo], owner);
  const safe: D = { ...doc, business: { ...doc.business, logo } };
  return renderWithoutImagesOnFailure(
    render,
    safe,
    Boolean(logo) && { ...safe, business: { ...safe.business, logo: null } },
  );
}
