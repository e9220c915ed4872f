/** Generated catalogue sheets (issue 24's benchmark and tests): rows in some of the export's
 * columns, every `badEvery`-th row broken in one of four ways the preview must refuse. */
import { textsIn } from '../../domain/i18n/texts-in.ts';
import { ean13 } from '../../domain/vet/vet.ts';

const { SHEET_HEADERS: H } = textsIn('az');
export const GENERATED_HEADERS = [
  H.sku,
  H.name,
  H.category,
  H.price,
  H.quantity,
  H.trackStock,
  H.species,
  H.substances,
  H.barcode,
  H.manufacturer,
];

/** `n` product rows; every `badEvery`-th row is broken in one of four ways. */
export function generatedRows(n: number, badEvery = 100, prefix = 'GEN'): string[][] {
  const rows: string[][] = [GENERATED_HEADERS];
  const categories = ['Həblər', 'İnyeksiyalar', 'Suspenziyalar', 'Toz məhsullar', 'Maye məhsullar', 'Digər'];
  for (let i = 1; i <= n; i++) {
    const row = [
      `${prefix}-${String(i).padStart(6, '0')}`,
      `Məhsul ${i} ${['Ivermektin', 'Albendazol', 'Amoksisillin'][i % 3]} ${i % 50} ml`,
      categories[i % 6],
      `${(i % 900) + 1},${String(i % 100).padStart(2, '0')}`,
      String(i % 200),
      i % 2 ? 'Bəli' : 'Xeyr',
      ['İt', 'Pişik; İt', 'İribuynuzlu mal-qara', ''][i % 4],
      i % 5 ? `Ivermektin (${(i % 10) + 1}%)` : '',
      ean13(String(476_000_000_000 + i).padStart(12, '0')),
      ['Invesa', 'Interchemie', 'Bayer'][i % 3],
    ];
    if (i % badEvery === 0) {
      const kind = (i / badEvery) % 4;
      if (kind === 0) row[3] = 'pulsuz';
      else if (kind === 1) row[2] = 'Naməlum';
      else if (kind === 2) row[6] = 'Dinozavr';
      else row[8] = `${row[8].slice(0, 12)}${(Number(row[8][12]) + 1) % 10}`;
    }
    rows.push(row);
  }
  return rows;
}
