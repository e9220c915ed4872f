import { NOT_FOR_FOOD, WITHDRAWAL_KINDS, withdrawalApplies, type Withdrawal, type WithdrawalKind } from './vet.ts';

/** Words of the veterinary facts: the product page's table, badges, cards,
 * filters and the messages of their validation (docs/architecture.md §Text). */
export const VET_TEXT = {
  substance: 'Təsir edən maddə',
  strength: 'Miqdarı',
  species: 'Heyvan növü',
  packSize: 'Qablaşdırma',
  manufacturer: 'İstehsalçı',
  country: 'İstehsal ölkəsi',
  sku: 'Artikul',
  barcode: 'Ştrix-kod',
  registration: 'Qeydiyyat şəhadətnaməsi',
  withdrawal: 'Gözləmə müddəti',
  /** the withdrawal row's lines: "Ət: 28 gün" */
  withdrawalOf: { meat: 'Ət', milk: 'Süd', eggs: 'Yumurta' } satisfies Record<WithdrawalKind, string>,
  notApplicable: 'aid deyil',
  withdrawalMeat: 'Kəsimə qədər gözləmə müddəti',
  withdrawalMilk: 'Süd üçün gözləmə müddəti',
  withdrawalEggs: 'Yumurta üçün gözləmə müddəti',
  storage: 'Saxlanma şəraiti',
  storageMin: 'Saxlanma temperaturu (ən az)',
  storageMax: 'Saxlanma temperaturu (ən çox)',
  coldChain: 'Soyuq zəncir',
  coldChainBadge: 'Soyuq zəncir (2–8 °C)',
  rx: 'Resept tələb olunur',
  otc: 'Reseptsiz',
  leaflet: 'Təlimat (PDF)',
  leafletLink: 'İstifadə təlimatı (PDF)',
  leafletNotFound: 'Təlimat tapılmadı.',
  facts: 'Məhsul haqqında',
  sizes: 'Qablaşdırma ölçüsü',
  sizeCount: (n: number) => `${n} ölçü`,
  days: (n: number) => (n === 0 ? 'yoxdur (0 gün)' : `${n} gün`),
  notForFood: 'məhsuldar heyvanlara verilmir',
  unknown: 'məlum deyil',
  degrees: (min: number | null, max: number | null) =>
    min != null && max != null
      ? `${min} °C ilə ${max} °C arasında`
      : min != null
        ? `${min} °C-dən yuxarı`
        : `${max} °C-dən aşağı`,
  rxCard: 'Resept',
  moreSpecies: (n: number) => `+${n}`,
  sizesOf: (name: string) => `${name}: digər qablaşdırma ölçüləri`,
  currentSize: 'seçilib',
} as const;

/** A withdrawal period in words: days, none, not for food animals, unknown. */
export function withdrawalText(value: Withdrawal): string {
  if (value === NOT_FOR_FOOD) return VET_TEXT.notForFood;
  return value == null ? VET_TEXT.unknown : VET_TEXT.days(value);
}

/** The withdrawal periods as the product page's lines, one per food ("Ət: 28 gün"): "not
 * applicable" where none of the product's species gives that food, one line for a product not
 * for food-producing animals; null when no period is given. */
export function withdrawalLines(w: Record<WithdrawalKind, Withdrawal>, species: readonly string[]): string[] | null {
  const values = WITHDRAWAL_KINDS.map((kind) => w[kind]);
  if (values.every((v) => v == null)) return null;
  if (values.every((v) => v === NOT_FOR_FOOD)) return [VET_TEXT.notForFood];
  return WITHDRAWAL_KINDS.map((kind) => {
    const text = withdrawalApplies(kind, species) === false ? VET_TEXT.notApplicable : withdrawalText(w[kind]);
    return `${VET_TEXT.withdrawalOf[kind]}: ${text}`;
  });
}
