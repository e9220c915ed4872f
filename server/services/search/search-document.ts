/** What the search reads of a product, in one place (docs/decisions/0045,
 * 0056): the name (Azerbaijani and Russian, issue 36), active substances, manufacturer, the animal words of its
 * species, SKU and barcode. Every write of a product (catalog.ts, the demo
 * seed, the benchmark's generator, an import) ends with `rebuildSearchDocs`
 * for the rows it touched, which reads those fields back from the tables, so
 * a field an edit left out is still searched; the start rebuilds rows
 * written under older rules the same way. */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RULES_VERSION, searchDocument } from '../../../domain/search/search-spelling.ts';
import { SPECIES_WORDS } from '../../../domain/search/search-species.ts';
import { isSpecies } from '../../../domain/vet/vet.ts';
import type { Db } from '../../db/client.ts';
import { productSubstances, products, substances } from '../../db/schema.ts';

export type SearchedFields = {
  name: string;
  /** The Russian name (issue 36): its words are name words too, written in Latin as a Russian query is. */
  nameRu?: string | null;
  substances?: readonly string[];
  manufacturer?: string | null;
  species?: readonly string[];
  sku?: string | null;
  barcode?: string | null;
};

/** The search columns of a product with these fields. */
export function searchColumns(fields: SearchedFields): { searchDoc: string; searchVersion: number } {
  const animals = (fields.species ?? []).flatMap((code) => (isSpecies(code) ? SPECIES_WORDS[code] : []));
  const searchDoc = searchDocument({
    name: fields.nameRu ? `${fields.name} ${fields.nameRu}` : fields.name,
    more: [...(fields.substances ?? []), fields.manufacturer ?? '', ...animals],
    codes: [fields.sku, fields.barcode],
  });
  return { searchDoc, searchVersion: SEARCH_RULES_VERSION };
}

/** A substance's search columns: its name is all there is (the suggestions). */
export const substanceSearchColumns = (name: string) => searchColumns({ name });

type Row = SearchedFields & { id: string };

/** Rewrites the search document of the products `where` selects (at most
 * `limit` of them, to be called again while it returns `limit`); returns how many. */
export async function rebuildSearchDocs(db: Db, where: SQL, limit = 500): Promise<number> {
  const { rows } = (await db.execute(sql`
    select id, name, name_ru as "nameRu", manufacturer, species, sku, barcode,
      array(select s.name from ${productSubstances} ps join ${substances} s on s.id = ps.substance_id
            where ps.product_id = "products"."id" order by ps.position) as substances
    from ${products} where ${where} limit ${limit}`)) as unknown as { rows: Row[] };
  if (!rows.length) return 0;
  const docs = JSON.stringify(rows.map((row) => ({ id: row.id, doc: searchColumns(row).searchDoc })));
  await db.execute(sql`
    update ${products} p set search_doc = u.doc, search_version = ${SEARCH_RULES_VERSION}
    from jsonb_to_recordset(${docs}::jsonb) as u(id uuid, doc text) where p.id = u.id`);
  return rows.length;
}

/** The same for substances written under older rules (the suggestions read their documents). */
export async function rebuildSubstanceDocs(db: Db, limit = 500): Promise<number> {
  const { rows } = (await db.execute(
    sql`select id, name from ${substances} where search_version <> ${SEARCH_RULES_VERSION} limit ${limit}`,
  )) as unknown as { rows: { id: string; name: string }[] };
  if (!rows.length) return 0;
  const docs = JSON.stringify(rows.map((row) => ({ id: row.id, doc: substanceSearchColumns(row.name).searchDoc })));
  await db.execute(sql`
    update ${substances} s set search_doc = u.doc, search_version = ${SEARCH_RULES_VERSION}
    from jsonb_to_recordset(${docs}::jsonb) as u(id uuid, doc text) where s.id = u.id`);
  return rows.length;
}
