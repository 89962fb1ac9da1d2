import { AppError } from "../errors";

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
