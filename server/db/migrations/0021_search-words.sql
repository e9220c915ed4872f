-- The search's words (docs/decisions/0068). A product's words are found through the starts of its search
-- document's words, one GIN key each (a word's start as typed is one key, not a dozen trigrams); a code
-- (#…) only whole; no start longer than 32 letters (a query word is cut there). COST: it takes ~0.1 ms a
-- row, so the planner reads the index rather than computing it row by row (a text test beside it, which
-- the planner evaluates first, keeps such a plan cheap where it happens).
CREATE FUNCTION search_prefixes(doc text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 10000 AS $$
DECLARE w text; starts text[] := '{}';
BEGIN
  FOREACH w IN ARRAY string_to_array(doc, ' ') LOOP
    CONTINUE WHEN w = '' OR w = '|';
    IF starts_with(w, '#') THEN
      starts := starts || w;
    ELSE
      FOR i IN 1 .. least(length(w), 32) LOOP starts := starts || left(w, i); END LOOP;
    END IF;
  END LOOP;
  RETURN starts; -- repeated starts are one key of the index
END $$;
--> statement-breakpoint
CREATE INDEX "products_search_prefixes" ON "products" USING gin (search_prefixes("search_doc"));--> statement-breakpoint
-- No statistics for it: with the true share of a common start ("a": 43 %) the planner planned the search's
-- candidates (read under a limit, planned without it) as a parallel scan ANDed with the stock index; the
-- default estimate keeps the one bitmap scan the trigram index had. That index stays for the seller's
-- newest-first list, whose LIKEs want the true share (search-match.ts listCondition).
ALTER INDEX "products_search_prefixes" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary is kept by the database from every written search document, whoever writes it (the
-- seller's edits, the demo seed, an import, the start's rebuild, the benchmark's generator): the words of
-- 4+ characters with a letter, so no code (#…), no number, not the document's '|'. Sorted, so two writers
-- adding the same new words take their locks in one order. An insert reads its statement's new rows; an
-- update only a row whose document changed, by a row trigger on that column (a trigger with a column list
-- cannot have transition tables, and a stock change, which sets stock_quantity alone, must not pay for
-- one: decision 0071).
CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows n, unnest(string_to_array(n.search_doc, ' ')) AS w
      WHERE length(w) >= 4 AND w ~ '^[a-z0-9]*[a-z][a-z0-9]*$' ORDER BY 1
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_doc, ' ')) AS w
      WHERE length(w) >= 4 AND w ~ '^[a-z0-9]*[a-z][a-z0-9]*$' ORDER BY 1
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_insert_search_words AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
CREATE TRIGGER products_update_search_words AFTER UPDATE OF search_doc ON products FOR EACH ROW
  WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc) EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products p, unnest(string_to_array(p.search_doc, ' ')) AS w
  WHERE length(w) >= 4 AND w ~ '^[a-z0-9]*[a-z][a-z0-9]*$' ORDER BY 1
  ON CONFLICT DO NOTHING;
