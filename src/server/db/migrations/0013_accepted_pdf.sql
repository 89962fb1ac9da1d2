-- The PDF the customer accepted, kept byte for byte: re-drawing it later would pick up a new logo,
-- font or library version and no longer match accepted_pdf_sha256 (docs/decisions/0014).
ALTER TABLE "quotes" ADD COLUMN "accepted_pdf" bytea;
