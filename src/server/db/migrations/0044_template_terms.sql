-- A template's own terms (a kitchen fit asks a deposit on ordering the units; a repair does not):
-- a quote started from the template, or a draft it is added to without terms of its own, takes
-- them. Null: the business's default terms, as before.
ALTER TABLE quote_templates ADD COLUMN IF NOT EXISTS terms text;
