CREATE TABLE "facet_groups" (
	"category" text NOT NULL,
	"available" boolean NOT NULL,
	"species" text[] NOT NULL,
	"substance_keys" text[] NOT NULL,
	"manufacturer" text,
	"rx" boolean NOT NULL,
	"no_meat_withdrawal" boolean NOT NULL,
	"no_milk_withdrawal" boolean NOT NULL,
	"n" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "facet_groups_species_gin" ON "facet_groups" USING gin ("species");--> statement-breakpoint
CREATE INDEX "facet_groups_substance_keys_gin" ON "facet_groups" USING gin ("substance_keys");--> statement-breakpoint
CREATE INDEX "facet_groups_changes_idx" ON "facet_groups" USING btree ("compacted") WHERE not "facet_groups"."compacted";--> statement-breakpoint
-- The triggers are facet_groups' only writer (decision 0064): every statement that writes products
-- (the seller's forms, stock changes and orders, the import, the seed, the benchmark's generator, a
-- restore) adds signed rows in its own transaction: an insert or a delete one per group it touched,
-- an update two per product it moved to another group. A product's group is what the filters and
-- the storefront's list read; "available" is domain/stock.ts isAvailable, as availableSql
-- (server/services/stock.ts) says it.
CREATE FUNCTION facet_groups_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each branch names only the transition table its event has (a branch is planned when first run)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal, no_milk_withdrawal, n)
    SELECT category, in_stock AND (NOT track_stock OR stock_quantity > 0), species, substance_keys, manufacturer, rx,
      coalesce(withdrawal_meat_days = 0, false), coalesce(withdrawal_milk_days = 0, false), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal, no_milk_withdrawal, n)
    SELECT category, in_stock AND (NOT track_stock OR stock_quantity > 0), species, substance_keys, manufacturer, rx,
      coalesce(withdrawal_meat_days = 0, false), coalesce(withdrawal_milk_days = 0, false), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_facet_groups_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_groups_add();
--> statement-breakpoint
-- An update is a row trigger whose WHEN compares the groups (no transition tables: a stock change
-- that leaves its product available, most of an order's, costs that comparison alone, decision
-- 0071); a product that moves adds −1 to its old group and +1 to its new one.
CREATE FUNCTION facet_groups_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal,
    no_milk_withdrawal, n)
  VALUES
    (OLD.category, OLD.in_stock AND (NOT OLD.track_stock OR OLD.stock_quantity > 0), OLD.species,
      OLD.substance_keys, OLD.manufacturer, OLD.rx, coalesce(OLD.withdrawal_meat_days = 0, false),
      coalesce(OLD.withdrawal_milk_days = 0, false), -1),
    (NEW.category, NEW.in_stock AND (NOT NEW.track_stock OR NEW.stock_quantity > 0), NEW.species,
      NEW.substance_keys, NEW.manufacturer, NEW.rx, coalesce(NEW.withdrawal_meat_days = 0, false),
      coalesce(NEW.withdrawal_milk_days = 0, false), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_facet_groups_update AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.category, OLD.in_stock AND (NOT OLD.track_stock OR OLD.stock_quantity > 0), OLD.species,
      OLD.substance_keys, OLD.manufacturer, OLD.rx, coalesce(OLD.withdrawal_meat_days = 0, false),
      coalesce(OLD.withdrawal_milk_days = 0, false))
    IS DISTINCT FROM
    (NEW.category, NEW.in_stock AND (NOT NEW.track_stock OR NEW.stock_quantity > 0), NEW.species,
      NEW.substance_keys, NEW.manufacturer, NEW.rx, coalesce(NEW.withdrawal_meat_days = 0, false),
      coalesce(NEW.withdrawal_milk_days = 0, false)))
  EXECUTE FUNCTION facet_groups_move();
--> statement-breakpoint
CREATE TRIGGER products_facet_groups_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION facet_groups_add();
--> statement-breakpoint
-- a DELETE: a TRUNCATE here fails when the same command truncates facet_groups too (a restore)
CREATE FUNCTION facet_groups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM facet_groups;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_facet_groups_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION facet_groups_clear();
--> statement-breakpoint
-- Folds each group's rows into one (or none, at 0), when any trigger added a change since the last
-- time. Rows a transaction adds meanwhile are not yet visible to it, so they stay and still count;
-- one caller at a time (the lock is the transaction's), a second returns -1 at once.
CREATE FUNCTION compact_facet_groups() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE kept integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM facet_groups WHERE NOT compacted) THEN
    RETURN 0;
  END IF;
  IF NOT pg_try_advisory_xact_lock(64064) THEN
    RETURN -1;
  END IF;
  WITH gone AS (DELETE FROM facet_groups RETURNING *)
  INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal,
    no_milk_withdrawal, n, compacted)
  SELECT category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal, no_milk_withdrawal,
    sum(n), true
  FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(n) <> 0;
  GET DIAGNOSTICS kept = ROW_COUNT;
  RETURN kept;
END $$;
--> statement-breakpoint
INSERT INTO facet_groups (category, available, species, substance_keys, manufacturer, rx, no_meat_withdrawal,
  no_milk_withdrawal, n, compacted)
SELECT category, in_stock AND (NOT track_stock OR stock_quantity > 0), species, substance_keys, manufacturer, rx,
  coalesce(withdrawal_meat_days = 0, false), coalesce(withdrawal_milk_days = 0, false), count(*), true
FROM products GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
