-- Orders with tracked stock as fast as without (issue 24, decision 0071).
-- 1. A stock change sets stock_quantity alone, and the catalogue trigger no longer fires for it:
--    its transition tables and row comparison (migration 0016) were a quarter of a tracked
--    order's stock change in the database. A trigger with a column list cannot have transition tables,
--    so an update of any other column raises the version as before 0016 (once per statement);
--    changeStock raises it itself when what a visitor sees changes (decision 0059). Every column
--    but stock_quantity is listed; tests/api/stock-fast-path.test.ts fails when a new column of
--    products is missing here.
DROP TRIGGER products_update_bump_catalog_version ON products;
--> statement-breakpoint
DROP FUNCTION bump_catalog_version_unless_stock_only();
--> statement-breakpoint
CREATE TRIGGER products_update_bump_catalog_version AFTER UPDATE OF
  id, name, name_folded, description, category, images, in_stock, price_qepik, created_at, updated_at,
  species, pack_size, manufacturer, country, sku, barcode, registration_number, rx,
  withdrawal_meat_days, withdrawal_milk_days, withdrawal_eggs_days, storage_min_c, storage_max_c,
  cold_chain, leaflet, family_id, search_doc, search_version, track_stock, low_stock_threshold,
  substance_keys
  ON products FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
-- 2. The one writer of a quantity (server/services/stock.ts changeStock): for each product in the
--    caller's order, the conditional update (never below 0; a second order for the last unit waits
--    for the row and finds 0) and its ledger row. One call for all of an order's lines, and its
--    statements' plans kept by PL/pgSQL for the session: no parse and plan per order. Stops at the
--    first change that would go below 0 and returns it with ok false and what is left (null: the
--    product is gone); the caller then rolls back what the earlier ones did.
CREATE FUNCTION change_stock(
  p_products uuid[], p_deltas int[], p_reason text,
  p_order uuid, p_order_number int, p_seller uuid, p_note text
) RETURNS TABLE (r_product uuid, r_ok boolean, r_quantity int, r_in_stock boolean, r_track boolean, r_threshold int)
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_products, 1), 0) LOOP
    r_product := p_products[i];
    UPDATE products p SET stock_quantity = p.stock_quantity + p_deltas[i]
      WHERE p.id = p_products[i] AND p.stock_quantity + p_deltas[i] >= 0
      RETURNING true, p.stock_quantity, p.in_stock, p.track_stock, p.low_stock_threshold
      INTO r_ok, r_quantity, r_in_stock, r_track, r_threshold;
    IF NOT FOUND THEN
      r_ok := false;
      r_quantity := (SELECT p.stock_quantity FROM products p WHERE p.id = p_products[i]);
      RETURN NEXT;
      RETURN;
    END IF;
    INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note)
      VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note);
    RETURN NEXT;
  END LOOP;
END $$;
