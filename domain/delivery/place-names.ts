/** The other names people write for the places of domain/delivery/places.ts (issue 32): Russian and
 * international Latin spellings, and the settlements that lie in a Baku district or in a rayon
 * around Baku. Each is read through `placeKey` (domain/delivery/zone-match.ts), so only spellings that
 * key differently from the place's own name need to be here. */
import { BAKU } from './places.ts';

/** A Baku district's other names. */
export const DISTRICT_NAMES: Record<string, string[]> = {
  Nəsimi: ['Насими', 'Насиминский'],
  Yasamal: ['Ясамал', 'Ясамальский'],
  Nərimanov: ['Нариманов', 'Наримановский'],
  Səbail: ['Сабаил', 'Сабаиль', 'Сабаильский'],
  Xətai: ['Хатаи', 'Хатаинский'],
  Binəqədi: ['Бинагади', 'Бинагадинский'],
  Nizami: ['Низами', 'Низаминский'],
  Sabunçu: ['Сабунчи', 'Сабунчинский', 'Sabunchi'],
  Suraxanı: ['Сураханы', 'Сураханский'],
  Xəzər: ['Хазар', 'Хазарский'],
  Qaradağ: ['Гарадаг', 'Карадаг', 'Гарадагский', 'Karadag'],
  Pirallahı: ['Пираллахы', 'Пираллахинский'],
};

/** Settlements (qəsəbələr) of Baku, by the district they belong to. */
export const BAKU_SETTLEMENTS: Record<string, string[]> = {
  Səbail: ['Badamdar', 'Bayıl', 'Bibiheybət', 'Şıxov'],
  Binəqədi: ['Biləcəri', 'Xocəsən', 'Sulutəpə', 'Rəsulzadə', 'Çiçək', '28 May'],
  Nizami: ['Keşlə', '8-ci kilometr', '8-ci km'],
  Sabunçu: [
    'Bakıxanov',
    'Balaxanı',
    'Bilgəh',
    'Kürdəxanı',
    'Maştağa',
    'Nardaran',
    'Pirşağı',
    'Ramana',
    'Zabrat',
    'Маштага',
    'Бакиханов',
  ],
  Suraxanı: ['Əmircan', 'Bülbülə', 'Qaraçuxur', 'Hövsan', 'Yeni Suraxanı', 'Zığ', 'Dədə Qorqud', 'Гарачухур'],
  Xətai: ['Əhmədli', 'Həzi Aslanov', 'Ахмедлы'],
  Xəzər: ['Binə', 'Buzovna', 'Mərdəkan', 'Şüvəlan', 'Türkan', 'Qala', 'Zirə', 'Şağan', 'Мардакан', 'Бузовна'],
  Qaradağ: ['Lökbatan', 'Sahil', 'Şubanı', 'Ələt', 'Puta', 'Sanqaçal', 'Müşfiqabad', 'Qızıldaş', 'Локбатан'],
  Nərimanov: ['Gənclik'],
};

/** Other names of cities and rayons, and towns and villages that lie in one (the key is the area). */
export const CITY_NAMES: Record<string, string[]> = {
  [BAKU]: ['Baku', 'Баку', 'Baki', 'Bakou'],
  Gəncə: ['Ganja', 'Gandja', 'Gyandzha', 'Гянджа', 'Гянжа', 'Gence', 'Kirovabad'],
  Sumqayıt: ['Sumgait', 'Sumgayit', 'Sumqait', 'Сумгаит', 'Сумгайыт', 'Corat', 'Hacı Zeynalabdin', 'H.Z.Tağıyev'],
  Abşeron: [
    'Apsheron',
    'Absheron',
    'Апшерон',
    'Xırdalan',
    'Khirdalan',
    'Hirdalan',
    'Хырдалан',
    'Masazır',
    'Масазыр',
    'Novxanı',
    'Новханы',
    'Mehdiabad',
    'Saray',
    'Goradil',
    'Hökməli',
    'Digah',
    'Fatmayı',
    'Ceyranbatan',
    'Pirəkəşkül',
    'Qobu',
    'Güzdək',
    'Zağulba',
  ],
  Mingəçevir: ['Mingachevir', 'Мингечевир', 'Мингячевир'],
  Lənkəran: ['Lankaran', 'Lenkoran', 'Ленкорань', 'Лянкяран'],
  Şəki: ['Shaki', 'Sheki', 'Шеки', 'Шяки'],
  Naxçıvan: ['Nakhchivan', 'Nakhichevan', 'Нахчыван', 'Нахичевань'],
  Şamaxı: ['Shamakhi', 'Шамахы', 'Шемаха'],
  Quba: ['Guba', 'Куба', 'Губа'],
  Qusar: ['Gusar', 'Кусары', 'Гусар'],
  Xaçmaz: ['Khachmaz', 'Хачмаз'],
  Şirvan: ['Shirvan', 'Ширван', 'Əli Bayramlı'],
  Şəmkir: ['Shamkir', 'Шамкир'],
  Qəbələ: ['Gabala', 'Габала'],
  Zaqatala: ['Zagatala', 'Закатала'],
  Qazax: ['Gazakh', 'Газах', 'Казах'],
  Tovuz: ['Товуз'],
  Bərdə: ['Barda', 'Барда'],
  Yevlax: ['Евлах'],
  Salyan: ['Сальяны'],
  Masallı: ['Масаллы'],
  Cəlilabad: ['Jalilabad', 'Джалилабад'],
};
