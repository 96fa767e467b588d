-- What was sold decides the ID check (issue #29, docs/decisions/117): every order line carries
-- its product's 21+ flag as it was at payment, and the driver's steps read the line, never the
-- catalogue. Orders placed before this get the flag their product has now (the best there is),
-- or false for a product that is gone.
UPDATE orders AS o
SET products = (
  SELECT jsonb_agg(
    line || jsonb_build_object('needsAgeVerification', coalesce(p.needs_age_verification, false))
    ORDER BY position
  )
  FROM jsonb_array_elements(o.products) WITH ORDINALITY AS lines(line, position)
  LEFT JOIN products AS p ON p.id::text = line->>'productId'
)
WHERE jsonb_array_length(o.products) > 0;
