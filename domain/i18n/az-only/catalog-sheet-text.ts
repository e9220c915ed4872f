/** Words of the catalogue's import and export (issue 24; docs/architecture.md §Text):
 * the sheet's headers and values, the refusals, the seller's import page. Azerbaijani only
 * (decision 0153). The headers are also the rule an import matches columns by
 * (domain/catalog/catalog-sheet.ts): they live here only, byte-identical to the files sellers
 * keep from Excel and 1C, and hold no `{`, `}` or `'` so the compiler leaves them as written. */
export const SHEET_HEADERS = {
  sku: 'Artikul',
  name: 'Ad',
  /** Issue 36: the Russian name and description, empty where none is written. */
  nameRu: 'Rusca ad',
  category: 'Kateqoriya',
  price: 'Qiymət (₼)',
  inStock: 'Satışda',
  trackStock: 'Say izlənir',
  quantity: 'Say',
  lowStock: 'Az qalıb həddi',
  description: 'Təsvir',
  descriptionRu: 'Rusca təsvir',
  species: 'Heyvan növləri',
  substances: 'Təsir edən maddələr',
  packSize: 'Qablaşdırma',
  manufacturer: 'İstehsalçı',
  country: 'İstehsal ölkəsi',
  barcode: 'Ştrix-kod',
  registration: 'AQTA şəhadətnaməsi',
  rx: 'Resept tələb olunur',
  withdrawalMeat: 'Kəsim üçün gözləmə (gün)',
  withdrawalMilk: 'Süd üçün gözləmə (gün)',
  withdrawalEggs: 'Yumurta üçün gözləmə (gün)',
  storageMin: 'Saxlanma ən az (°C)',
  storageMax: 'Saxlanma ən çox (°C)',
  coldChain: 'Soyuq zəncir',
  family: 'Ailə (əsas artikul)',
  images: 'Şəkillər',
} as const;

/** The sheet's words that are no product field's column: its cells' yes, no and "not for food"
 * animals, and the header of its last column. */
export const SHEET_WORDS = {
  yes: 'Bəli',
  no: 'Xeyr',
  notForFood: 'qida heyvanlarına verilmir',
  /** The export's last column (hidden in the .xlsx): each row's quantity as exported, so an import
   * can tell a quantity the seller changed from one that orders moved since (decision 0084). */
  exportedQuantityHeader: 'Say ixrac anında (dəyişməyin)',
} as const;

export const IMPORT_ERRORS = {
  fileType: 'Yalnız CSV (UTF-8) və ya Excel (.xlsx) faylı yükləmək olar.',
  noFile: 'Cədvəl faylını seçin.',
  sheetTooBig: 'Cədvəl faylı {0} MB-dan böyük ola bilməz.',
  zipTooBig: 'Şəkillərin ZIP faylı {0} MB-dan böyük ola bilməz.',
  binary: 'Faylda mətn olmayan baytlar (NUL) var: bu CSV deyil.',
  notUtf8: 'CSV faylı UTF-8 kodlaşdırmasında olmalıdır.',
  utf16:
    'Fayl UTF-16 kodlaşdırmasındadır, amma oxunmadı (faylın əvvəlində kodlaşdırma nişanı yoxdur və ya mətn pozulub). Faylı "CSV UTF-8" kimi saxlayın.',
  unclosedQuote: 'CSV faylı oxunmadı: dırnaq işarəsi açılıb, bağlanmayıb (sətir {0}).',
  tooManyLines: 'Faylda ən çox {0} sətir ola bilər.',
  noHeader: 'Faylın birinci sətrində sütun başlıqları yoxdur.',
  unknownHeader: 'Naməlum sütun: "{0}". Başlıqlar ixrac faylındakı kimi olmalıdır.',
  headerTwice: '"{0}" sütunu iki dəfə yazılıb.',
  noSku: `"${SHEET_HEADERS.sku}" sütunu mütləqdir: məhsullar artikulla tapılır.`,
  noRows: 'Faylda məhsul sətri yoxdur.',
  badZip: 'Şəkillərin faylı düzgün ZIP deyil.',
  zipBomb: 'ZIP faylı açılanda çox böyük olur; belə fayl qəbul edilmir.',
  badXlsx: 'Excel faylı oxunmadı; faylı .xlsx kimi yenidən saxlayın.',
  tooSlow: 'Faylın oxunması çox uzun çəkdi; faylı kiçik hissələrə bölün.',
  formula: '"{0}" xanasında düstur var; yalnız dəyər yazın.',
  skuMissing: 'Artikul boşdur.',
  /** {0}: the rows' numbers, joined by ", " */
  skuTwice: 'Artikul faylda bir neçə dəfə var (sətirlər {0}).',
  needForNew: 'Yeni məhsul üçün ad və kateqoriya lazımdır.',
  category: 'Naməlum kateqoriya.',
  species: 'Naməlum heyvan növü: "{0}".',
  flag: '"{0}" Bəli və ya Xeyr olmalıdır.',
  quantity: '"{0}" 0 ilə 1 000 000 arasında tam ədəd olmalıdır.',
  substances: 'Təsir edən maddələr "Ad (miqdar); Ad (miqdar)" kimi yazılmalıdır.',
  family: 'Ailənin əsas artikulu tapılmadı: "{0}".',
  image: 'Şəkil tapılmadı: "{0}" (ZIP faylında və ya mağazada yoxdur).',
  badImage: '"{0}" şəkli qəbul edilmədi: {1}',
  tooManyImages: 'Bir məhsulda ən çox {0} şəkil ola bilər.',
  notFound: 'İdxal tapılmadı və ya vaxtı keçib; faylı yenidən yükləyin.',
  notReady: 'Bu idxal artıq tətbiq edilib və ya hələ oxunur.',
  stale: 'Önizləmədən sonra kataloqda dəyişiklik olub; faylı yenidən yükləyin.',
  refusedRows: 'Faylda {0} rədd edilən sətir var; "hamısı və ya heç biri" seçildiyi üçün heç nə yazılmadı.',
  badId: 'İdxalın identifikatoru düzgün deyil.',
  busy: 'Başqa idxal tətbiq edilir; bir az sonra yenidən cəhd edin.',
} as const;

export const IMPORT_TEXT = {
  title: 'Kataloqun idxalı və ixracı',
  navLabel: 'İdxal və ixrac',
  importHeading: 'İdxal (CSV və ya Excel)',
  // the headers it names are SHEET_HEADERS', so a renamed column cannot leave the help behind
  importHelp: `Faylın sütunları ixrac faylındakı kimidir; məhsullar artikulla tapılır, yeni artikul yeni məhsuldur. Yalnız faylda olan sütunlar dəyişir: "${SHEET_HEADERS.sku}; ${SHEET_HEADERS.price}; ${SHEET_HEADERS.quantity}" siyahısı yalnız qiyməti və sayı yeniləyir. İxrac faylında "${SHEET_HEADERS.quantity}" xanasına toxunmasanız, ixracdan sonra sifarişlərin götürdüyü say geri qaytarılmır.`,
  sheet: 'Cədvəl faylı (.csv və ya .xlsx)',
  images: 'Şəkillər (ZIP, istəyə bağlı)',
  upload: 'Yüklə və yoxla',
  reading: 'Fayl oxunur…',
  applying: 'Tətbiq edilir…',
  uploading: 'Fayl göndərilir…',
  preview: 'Önizləmə',
  added: 'Əlavə ediləcək',
  changed: 'Dəyişəcək',
  unchanged: 'Dəyişməyəcək',
  refused: 'Rədd edilən sətirlər',
  row: 'Sətir',
  fields: 'Dəyişən sahələr',
  /** an empty cell in the preview's old → new */
  blank: '(boş)',
  reason: 'Səbəb',
  allOrNothing: 'Hamısı və ya heç biri: rədd edilən sətir varsa, heç nə yazılmasın',
  apply: 'Təsdiq et və tətbiq et',
  cancel: 'Ləğv et',
  applied: 'Tətbiq edildi: {0} məhsul əlavə edildi, {1} məhsul dəyişdi.',
  nothingToApply: 'Tətbiq ediləcək dəyişiklik yoxdur.',
  more: '… və daha {0}',
  exportHeading: 'İxrac',
  exportHelp: 'Bütün kataloq və ya məhsul siyahısındakı süzgəclə seçilənlər, idxalın eyni sütunları ilə.',
  exportFiltered: 'Siyahını (süzgəclə) ixrac et:',
  exportCsv: 'CSV yüklə',
  exportXlsx: 'Excel (.xlsx) yüklə',
  progress: 'Gedişat',
} as const;
