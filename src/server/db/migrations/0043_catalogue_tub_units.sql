-- The public catalogue's 5 litre PVA and mortar plasticiser are sold by the tub, as the seed now
-- says (seed/catalogue-data.ts): added to a quote they said "each". The seed only fills an empty
-- catalogue, so a database seeded before needs this. Quote lines keep the unit they were saved with.
UPDATE products SET unit = 'tub'
WHERE business_id IS NULL AND unit = 'each'
  AND name IN ('Everbuild 502 All Purpose PVA 5L', 'Everbuild Mortar Plasticiser 5L');
