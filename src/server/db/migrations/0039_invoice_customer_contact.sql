-- An invoice keeps the customer's contact details (email, phone, address) it was raised and sent
-- with: a VAT invoice names the customer and their address, and deleting or editing the customer
-- later must not change an invoice already issued (invoices/documents/load.ts).
ALTER TABLE invoices ADD COLUMN IF NOT EXISTS customer_contact jsonb;--> statement-breakpoint
UPDATE invoices i
SET customer_contact = jsonb_build_object('email', c.email, 'phone', c.phone, 'address', c.address)
FROM customers c
WHERE c.id = i.customer_id AND c.business_id = i.business_id AND i.customer_contact IS NULL;
