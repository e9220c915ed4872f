-- Orders placed before search_folded existed: the same folding as domain/text.ts fold(), in SQL
-- (lowercase, Azerbaijani letters to Latin look-alikes), plus the phone's digits.
UPDATE "orders" SET "search_folded" = trim(regexp_replace(
  translate(
    lower("customer_name" || ' ' || "customer_email" || ' ' || coalesce("address"->>'firstName', '') || ' ' || coalesce("address"->>'lastName', '')),
    'əıçşğöü' || chr(775), 'eicsgou'
  ), '\s+', ' ', 'g'))
  || ' ' || regexp_replace(coalesce("address"->>'phone', ''), '\D', '', 'g')
WHERE "search_folded" = '';
