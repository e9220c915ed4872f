/** The benchmark catalogue's Russian names (issue 36): three products in four have one, as a
 * seller who translates most of the catalogue writes them; the same i gives the same name. */
const DRUGS_RU = [
  'Альбендазол',
  'Ивермектин',
  'Амоксициллин',
  'Энрофлоксацин',
  'Мелоксикам',
  'Фенбендазол',
  'Толтразурил',
  'Тилозин',
  'Хлоргексидин',
  'Повидон-йод',
  'Витамин AD3E',
  'Кальций + D3',
  'Мультивитамин',
  'Электролит',
  'Окситетрациклин',
  'Левамизол',
  'Празиквантел',
  'Бутафосфан',
  'Ампролиум',
  'Пирантел',
];
const FORMS_RU = ['таблетки', 'раствор для инъекций', 'суспензия', 'порошок', 'раствор', 'спрей', 'шампунь', 'капли'];
const SIZES_RU = ['10 мл', '50 мл', '100 мл', '250 мл', '1 л', '100 г', '500 г', '1 кг', '20 шт.'];
const FOR_RU = ['для собак', 'для кошек', 'для птицы', 'для телят', 'для КРС', 'для овец'];

/** Product `i`'s Russian name (null on every fourth), in the order of productName's parts. */
export function productNameRu(i: number): string | null {
  if (i % 4 === 1) return null;
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  return `${pick(DRUGS_RU, i)}, ${pick(FORMS_RU, i >> 2)} ${pick(SIZES_RU, i >> 4)} (${pick(FOR_RU, i >> 6)}) №${i}`;
}
