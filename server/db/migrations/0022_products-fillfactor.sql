-- A price-and-quantity import updates its rows in place (decision 0073). An UPDATE that changes no
-- indexed column writes no index entry (a HOT update) only when the row's page has room for the
-- new version; pages filled to 100 % have none, so re-pricing 9 900 products wrote every one of
-- products' 14 indexes again, 75 search-prefix GIN keys a row (2.7-2.9 s, load 3.6). Half of each
-- page left free holds a new version of every row, so a whole catalogue re-priced in one
-- transaction is all HOT (0.65-0.71 s); the dead versions are pruned when the page is next used.
-- The table's pages double (10 000 products: 4 -> 8 MB); the indexes do not grow. Pages written
-- before this keep their rows until those rows are next moved.
ALTER TABLE "products" SET (fillfactor = 50);
