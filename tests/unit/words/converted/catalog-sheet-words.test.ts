/** The catalogue sheet's words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what
 * the old functions and strings of domain/catalog/catalog-sheet-text.ts said: the literals are
 * their output. The headers are also what an import matches columns by, so each is checked to
 * the byte: a sheet kept from Excel or 1C must still be read. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

const { IMPORT_ERRORS: E, IMPORT_TEXT: T, SHEET_HEADERS, SHEET_WORDS } = textsIn('az');

describe('the catalogue sheet’s words', () => {
  it('format the refusals as the functions did', () => {
    expect(E.sheetTooBig(10)).toBe('Cədvəl faylı 10 MB-dan böyük ola bilməz.');
    expect(E.zipTooBig(50)).toBe('Şəkillərin ZIP faylı 50 MB-dan böyük ola bilməz.');
    expect(E.unclosedQuote(12)).toBe('CSV faylı oxunmadı: dırnaq işarəsi açılıb, bağlanmayıb (sətir 12).');
    expect(E.tooManyLines(20000)).toBe('Faylda ən çox 20000 sətir ola bilər.');
    expect(E.unknownHeader('Rəng')).toBe('Naməlum sütun: "Rəng". Başlıqlar ixrac faylındakı kimi olmalıdır.');
    expect(E.headerTwice('Ad')).toBe('"Ad" sütunu iki dəfə yazılıb.');
    expect(E.noSku).toBe('"Artikul" sütunu mütləqdir: məhsullar artikulla tapılır.');
    expect(E.formula('Qiymət (₼)')).toBe('"Qiymət (₼)" xanasında düstur var; yalnız dəyər yazın.');
    expect(E.skuTwice([2, 5, 9].join(', '))).toBe('Artikul faylda bir neçə dəfə var (sətirlər 2, 5, 9).');
    expect(E.species('ilan')).toBe('Naməlum heyvan növü: "ilan".');
    expect(E.flag('Satışda')).toBe('"Satışda" Bəli və ya Xeyr olmalıdır.');
    expect(E.quantity('Say')).toBe('"Say" 0 ilə 1 000 000 arasında tam ədəd olmalıdır.');
    expect(E.family('ALB-1L')).toBe('Ailənin əsas artikulu tapılmadı: "ALB-1L".');
    expect(E.image('a.jpg')).toBe('Şəkil tapılmadı: "a.jpg" (ZIP faylında və ya mağazada yoxdur).');
    expect(E.badImage('a.jpg', 'format tanınmadı')).toBe('"a.jpg" şəkli qəbul edilmədi: format tanınmadı');
    expect(E.tooManyImages(8)).toBe('Bir məhsulda ən çox 8 şəkil ola bilər.');
    expect(E.refusedRows(3)).toBe(
      'Faylda 3 rədd edilən sətir var; "hamısı və ya heç biri" seçildiyi üçün heç nə yazılmadı.',
    );
  });

  it('format the import page’s words as the functions did', () => {
    expect(T.applied(2, 1200)).toBe('Tətbiq edildi: 2 məhsul əlavə edildi, 1200 məhsul dəyişdi.');
    expect(T.more(15)).toBe('… və daha 15');
    expect(T.blank).toBe('(boş)');
    expect(T.importHelp).toBe(
      'Faylın sütunları ixrac faylındakı kimidir; məhsullar artikulla tapılır, yeni artikul yeni məhsuldur. Yalnız faylda olan sütunlar dəyişir: "Artikul; Qiymət (₼); Say" siyahısı yalnız qiyməti və sayı yeniləyir. İxrac faylında "Say" xanasına toxunmasanız, ixracdan sonra sifarişlərin götürdüyü say geri qaytarılmır.',
    );
  });

  it('keeps every header and cell word the files carry, byte for byte', () => {
    expect(SHEET_HEADERS).toEqual({
      sku: 'Artikul',
      name: 'Ad',
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
    });
    // the export's column order is the object's
    expect(Object.keys(SHEET_HEADERS)[0]).toBe('sku');
    expect(Object.keys(SHEET_HEADERS).at(-1)).toBe('images');
    expect(SHEET_WORDS).toEqual({
      yes: 'Bəli',
      no: 'Xeyr',
      notForFood: 'qida heyvanlarına verilmir',
      exportedQuantityHeader: 'Say ixrac anında (dəyişməyin)',
    });
  });
});
