-- A quote keeps the terms it went out with (documents/load.ts): the business's default terms were
-- read live until acceptance, so changing them rewrote the terms of quotes customers already held.
-- Null while a draft (the current defaults). Quotes sent before this keep today's defaults, the
-- nearest to what they were sent with that is known.
ALTER TABLE quotes ADD COLUMN IF NOT EXISTS terms text;--> statement-breakpoint
UPDATE quotes q
SET terms = b.default_terms
FROM businesses b
WHERE b.id = q.business_id AND q.status <> 'draft' AND q.terms IS NULL;
