-- Issue 41's benchmark (decision 0158): change_stock answers, per product, the batches an order's
-- take drew from (number, expiry as written, quantity), so placing an order needs no second read of
-- order_batches. A new answer column needs DROP and CREATE (as 0035 and 0037 did); the body is
-- 0039's with r_taken filled in the first-expired-first-out loop, and an order's count after its
-- take worked out from the count before (what it took came out of sellable batches) instead of
-- summing the batches again.
DROP FUNCTION change_stock(uuid[], int[], text, uuid, int, uuid, text, uuid[]);
--> statement-breakpoint
CREATE FUNCTION change_stock(
  p_products uuid[], p_deltas int[], p_reason text,
  p_order uuid, p_order_number int, p_seller uuid, p_note text, p_batches uuid[] DEFAULT '{}'
) RETURNS TABLE (r_product uuid, r_ok boolean, r_quantity int, r_in_stock boolean, r_track boolean, r_threshold int,
  r_sellable_before int, r_sellable int, r_taken jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_category text; v_flag boolean; v_window int; v_batch uuid; v_left int; v_after int; v_take int; b record;
  v_counted int; v_crossed boolean := false; v_old int; v_total int; v_good int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_products, 1), 0) LOOP
    r_product := p_products[i];
    r_taken := NULL;
    UPDATE products p SET stock_quantity = p.stock_quantity + p_deltas[i]
      WHERE p.id = p_products[i] AND p.stock_quantity + p_deltas[i] >= 0
        AND NOT (p.track_stock AND coalesce(p.batch_tracked, batch_tracked_default(p.category)))
      RETURNING true, p.stock_quantity, p.in_stock, p.track_stock, p.low_stock_threshold, p.sellable_quantity
      INTO r_ok, r_quantity, r_in_stock, r_track, r_threshold, v_counted;
    IF FOUND THEN
      -- products_sellable() has made it the stock
      r_sellable := v_counted;
      r_sellable_before := v_counted - p_deltas[i];
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note)
        VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note);
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- the lock the UPDATE would take: an order's items (foreign key, KEY SHARE) do not block it
    SELECT p.stock_quantity, p.in_stock, p.track_stock, p.low_stock_threshold, p.category, p.batch_tracked,
        product_window(p.category, p.sell_window_days)
      INTO v_old, r_in_stock, r_track, r_threshold, v_category, v_flag, v_window
      FROM products p WHERE p.id = p_products[i] FOR NO KEY UPDATE;
    IF NOT FOUND OR NOT (r_track AND coalesce(v_flag, batch_tracked_default(v_category)))
        OR v_old + p_deltas[i] < 0 THEN
      r_ok := false;
      r_quantity := v_old;
      RETURN NEXT;
      RETURN;
    END IF;
    r_ok := true;
    r_quantity := v_old + p_deltas[i];
    -- under the row lock and before any batch moves: the count before this change (sellable_of)
    SELECT coalesce(sum(quantity), 0), coalesce(sum(quantity) FILTER (WHERE batch_sellable(blocked, expiry, v_window)), 0)
      INTO v_total, v_good FROM batches WHERE product_id = p_products[i];
    r_sellable_before := greatest(0, least(v_old, v_good + greatest(0, v_old - v_total)));
    IF v_total <> v_old THEN PERFORM reconcile_batches(p_products[i], v_old); END IF;
    v_batch := p_batches[i];
    IF p_deltas[i] >= 0 OR v_batch IS NOT NULL THEN
      IF v_batch IS NULL THEN v_batch := old_stock_batch(p_products[i]); END IF;
      UPDATE batches SET quantity = quantity + p_deltas[i]
        WHERE id = v_batch AND product_id = p_products[i] AND quantity + p_deltas[i] >= 0
        RETURNING quantity INTO v_left;
      IF NOT FOUND THEN
        r_ok := false;
        r_quantity := coalesce((SELECT quantity FROM batches WHERE id = v_batch AND product_id = p_products[i]), 0);
        RETURN NEXT;
        RETURN;
      END IF;
      INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note, batch_id)
        VALUES (p_products[i], p_deltas[i], r_quantity, p_reason, p_order, p_order_number, p_seller, p_note, v_batch);
      v_crossed := v_crossed OR (p_deltas[i] <> 0 AND (v_left = 0 OR v_left = p_deltas[i]));
    ELSE
      v_left := -p_deltas[i];
      v_after := v_old;
      r_taken := '[]';
      FOR b IN SELECT id, number, expiry, expiry_precision, quantity FROM batches
          WHERE product_id = p_products[i] AND quantity > 0
            AND (p_reason <> 'order' OR batch_sellable(blocked, expiry, v_window))
          ORDER BY expiry NULLS FIRST, created_at, id LOOP
        EXIT WHEN v_left = 0;
        v_take := least(v_left, b.quantity);
        v_crossed := v_crossed OR v_take = b.quantity;
        UPDATE batches SET quantity = quantity - v_take WHERE id = b.id;
        v_left := v_left - v_take;
        v_after := v_after - v_take;
        INSERT INTO stock_ledger (product_id, delta, quantity_after, reason, order_id, order_number, seller_id, note, batch_id)
          VALUES (p_products[i], -v_take, v_after, p_reason, p_order, p_order_number, p_seller, p_note, b.id);
        IF p_reason = 'order' AND p_order IS NOT NULL THEN
          INSERT INTO order_batches (order_id, product_id, batch_id, quantity, batch_number, expiry, expiry_precision)
            VALUES (p_order, p_products[i], b.id, v_take, b.number, b.expiry, b.expiry_precision);
          r_taken := r_taken || jsonb_build_object('number', b.number, 'expiry', b.expiry,
            'precision', b.expiry_precision, 'quantity', v_take);
        END IF;
      END LOOP;
      IF v_left > 0 THEN
        r_ok := false;
        r_quantity := -p_deltas[i] - v_left;
        RETURN NEXT;
        RETURN;
      END IF;
    END IF;
    IF v_total = v_old AND p_reason = 'order' AND p_deltas[i] < 0 AND p_batches[i] IS NULL THEN
      -- an order took only sellable batches, and the batches held the whole stock: no count again
      r_sellable := greatest(0, least(r_quantity, v_good + p_deltas[i]));
    ELSE
      r_sellable := sellable_of(p_products[i], r_quantity, v_window);
    END IF;
    -- one write: products_sellable() keeps a changed sellable_quantity (an unchanged one it counts again)
    UPDATE products SET stock_quantity = r_quantity, sellable_quantity = r_sellable WHERE id = p_products[i];
    RETURN NEXT;
  END LOOP;
  -- a batch emptied or first filled may change the earliest expiry a product page shows
  -- (server/services/sellable-stock.ts): once in a batch's life each way
  IF v_crossed THEN PERFORM raise_catalog_version(); END IF;
END $$;
