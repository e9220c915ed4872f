import { NOT_FOR_FOOD, type Withdrawal } from './vet.ts';

/** Words of the veterinary facts: the product page's table, badges, cards,
 * filters and the messages of their validation (DESIGN §5). */
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
  withdrawal: 'Kəsimə qədər / süd / yumurta',
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
  rxShort: 'Rx',
  moreSpecies: (n: number) => `+${n}`,
  sizesOf: (name: string) => `${name}: digər qablaşdırma ölçüləri`,
  currentSize: 'seçilib',
  filters: {
    title: 'Süzgəclər',
    open: 'Süzgəclər',
    apply: 'Tətbiq et',
    clear: 'Süzgəcləri təmizlə',
    species: 'Heyvan növü',
    substances: 'Təsir edən maddə',
    manufacturers: 'İstehsalçı',
    prescription: 'Resept',
    noWithdrawal: 'Gözləmə müddəti',
    rx: 'Resept tələb olunur',
    otc: 'Reseptsiz',
    meat: 'Ət üçün gözləmə yoxdur',
    milk: 'Süd üçün gözləmə yoxdur',
    empty: 'Bu süzgəclərə uyğun məhsul yoxdur.',
    removeHint: 'Bunlardan birini götürün:',
    remove: (name: string) => `"${name}" süzgəcini götür`,
  },
  errors: {
    notText: (label: string) => `${label} mətn olmalıdır.`,
    tooLong: (label: string, max: number) => `${label} ən çox ${max} simvol ola bilər.`,
    notValid: (label: string) => `${label} düzgün deyil.`,
    notFlag: (label: string) => `"${label}" bəli və ya xeyr olmalıdır.`,
    withdrawal: (label: string) => `${label} 0 ilə 1000 arasında gün sayı, "not-for-food" və ya boş olmalıdır.`,
    temperature: (label: string) => `${label} −50 ilə 60 °C arasında tam ədəd olmalıdır.`,
    storageRange: 'Saxlanma temperaturunun ən az həddi ən çox həddindən böyük ola bilməz.',
    species: 'Heyvan növü siyahıdakılardan biri olmalıdır.',
    substances: 'Təsir edən maddələr düzgün göndərilməyib.',
    substanceName: 'Təsir edən maddənin adını daxil edin.',
    substanceTwice: 'Eyni təsir edən maddə iki dəfə yazılıb.',
    tooManySubstances: (max: number) => `Ən çox ${max} təsir edən maddə yazmaq olar.`,
    sku: 'Artikul yalnız hərf, rəqəm və . _ / - işarələrindən ibarət olmalıdır.',
    skuTaken: 'Bu artikul artıq başqa məhsuldadır.',
    barcode: 'Ştrix-kod 13 rəqəmdən ibarət olmalıdır (EAN-13).',
    barcodeCheck: 'Ştrix-kodun yoxlama rəqəmi düzgün deyil (EAN-13).',
    family: '"Başqa ölçüsü" üçün məhsul düzgün seçilməyib.',
    familyMissing: '"Başqa ölçüsü" seçilən məhsul tapılmadı.',
    leafletNotPdf: 'Təlimat PDF faylı olmalıdır.',
    leafletTooBig: (mb: number) => `Təlimat faylı ${mb} MB-dan böyük ola bilməz.`,
    leafletTwice: 'Yalnız bir təlimat faylı göndərmək olar.',
  },
} as const;

/** A withdrawal period in words: days, none, not for food animals, unknown. */
export function withdrawalText(value: Withdrawal): string {
  if (value === NOT_FOR_FOOD) return VET_TEXT.notForFood;
  return value == null ? VET_TEXT.unknown : VET_TEXT.days(value);
}
