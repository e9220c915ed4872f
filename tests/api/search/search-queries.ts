/** The search's test set (issue 23): what customers type, each with the demo
 * product (server/db/demo-data.ts, in stock) it must find. Kinds: a typing
 * mistake, the international Latin spelling printed on packs, Russian in
 * Cyrillic, and words in another order or an animal beside a product word.
 * Then the veterinary facts (decision 0056): an active substance the name
 * does not spell (Latin, Cyrillic), the manufacturer, an animal word of the
 * product's species, and a whole SKU or barcode as the demo seed makes them. */
import { demoProducts } from '../../../server/db/demo-data.ts';
import { demoFacts } from '../../../server/db/demo-vet-facts.ts';
import { demoVetFields } from '../../../server/db/seed.ts';

export type SearchCase = {
  query: string;
  finds: string;
  kind: 'typo' | 'latin' | 'cyrillic' | 'order' | 'substance' | 'maker' | 'species' | 'code';
};

/** The demo product's SKU and barcode, as the seed gives them. */
function codes(name: string): { sku: string; barcode: string } {
  const fields = demoVetFields(
    demoProducts.findIndex((p) => p.name === name),
    demoFacts[name],
  );
  return { sku: fields.sku!, barcode: fields.barcode! };
}

const ALBENDAZOL_TABS = 'Albendazol həbləri 500 mq';
const IVERMEKTIN_INJ = 'İvermektin 1% inyeksiya 50 ml';
const AMOKSISILLIN = 'Amoksisillin 15% LA inyeksiya 100 ml';
const LEVAMIZOL = 'Levamizol + Oksiklozanid suspenziya 1 litr';
const FENBENDAZOL = 'Fenbendazol suspenziyası 100 ml (it və pişiklər üçün)';
const XLORHEKSIDIN = 'Xlorheksidin 0,05% məhlul 1 litr';
const PRAZIKVANTEL = 'Prazikvantel Plus həbləri (it və pişiklər üçün)';
const SHAMPOO = 'Antiparazitar şampun 250 ml (it və pişiklər üçün)';
const POVIDON = 'Povidon-yod 10% məhlul 1 litr';
const MELOKSIKAM = 'Meloksikam həbləri 1 mq (itlər üçün)';
const PIRANTEL = 'Pirantel suspenziyası 15 ml (bala heyvanlar üçün)';
const TOLTRAZURIL = 'Toltrazuril 5% suspenziya 250 ml';
const ELEKTROLIT = 'Elektrolit tozu 100 q (buzovlar üçün)';
const ENRO_INJ = 'Enrofloksasin 10% inyeksiya 100 ml';
const BUTAFOSFAN = 'Butafosfan + B12 inyeksiya 100 ml';
const QLUTARALDEHID = 'Qlutaraldehid əsaslı dezinfeksiyaedici 5 litr';
const MULTIVITAMIN_POWDER = 'Multivitamin tozu 1 kq (quşlar üçün)';
const OKSI_INJ = 'Oksitetrasiklin 20% LA inyeksiya 100 ml';
const HOOF = 'Dırnaq qulluğu məhlulu 1 litr (iribuynuzlu heyvanlar)';
const RABIES = 'Quduzluq əleyhinə peyvənd (10 doza)';
const SYRINGES = 'Birdəfəlik şprislər 5 ml (100 ədəd)';
const SPRAY = 'Gənə və birəyə qarşı sprey 200 ml';
const TILOZIN = 'Tilozin tartrat tozu 100 q';
const CALCIUM = 'Kalsium + D3 vitaminli həblər (bala itlər üçün)';

export const SEARCH_CASES: SearchCase[] = [
  // one wrong, missing or doubled letter
  { kind: 'typo', query: 'levamizl', finds: LEVAMIZOL },
  { kind: 'typo', query: 'toltrazurl', finds: TOLTRAZURIL },
  { kind: 'typo', query: 'ivermektn inyeksiya', finds: IVERMEKTIN_INJ },
  { kind: 'typo', query: 'albendzol hebleri', finds: ALBENDAZOL_TABS },
  { kind: 'typo', query: 'meloksikm', finds: MELOKSIKAM },
  { kind: 'typo', query: 'prazikvantl', finds: PRAZIKVANTEL },
  { kind: 'typo', query: 'fenbendazl', finds: FENBENDAZOL },
  { kind: 'typo', query: 'xlorheksdin', finds: XLORHEKSIDIN },
  { kind: 'typo', query: 'elektrolt', finds: ELEKTROLIT },
  { kind: 'typo', query: 'multivitamn toz', finds: MULTIVITAMIN_POWDER },
  { kind: 'typo', query: 'butafosfn', finds: BUTAFOSFAN },
  { kind: 'typo', query: 'oksitetrasklin inyeksiya', finds: OKSI_INJ },
  { kind: 'typo', query: 'amoksisilin', finds: AMOKSISILLIN },
  { kind: 'typo', query: 'şampn', finds: SHAMPOO },
  { kind: 'typo', query: 'qlutaraldehd', finds: QLUTARALDEHID },
  { kind: 'typo', query: 'pirantl', finds: PIRANTEL },
  // the Latin spelling on packs
  { kind: 'latin', query: 'fenbendazole', finds: FENBENDAZOL },
  { kind: 'latin', query: 'povidone-iodine', finds: POVIDON },
  { kind: 'latin', query: 'chlorhexidine', finds: XLORHEKSIDIN },
  { kind: 'latin', query: 'amoxicillin', finds: AMOKSISILLIN },
  { kind: 'latin', query: 'oxytetracycline LA', finds: OKSI_INJ },
  { kind: 'latin', query: 'praziquantel', finds: PRAZIKVANTEL },
  { kind: 'latin', query: 'levamisole', finds: LEVAMIZOL },
  { kind: 'latin', query: 'ivermectin 1%', finds: IVERMEKTIN_INJ },
  { kind: 'latin', query: 'meloxicam', finds: MELOKSIKAM },
  { kind: 'latin', query: 'pyrantel', finds: PIRANTEL },
  { kind: 'latin', query: 'tylosin tartrate', finds: TILOZIN },
  { kind: 'latin', query: 'butaphosphan', finds: BUTAFOSFAN },
  { kind: 'latin', query: 'glutaraldehyde', finds: QLUTARALDEHID },
  { kind: 'latin', query: 'electrolyte', finds: ELEKTROLIT },
  { kind: 'latin', query: 'enrofloxacin', finds: ENRO_INJ },
  { kind: 'latin', query: 'albendazole 10%', finds: 'Albendazol 10% suspenziya 1 litr' },
  { kind: 'latin', query: 'shampoo', finds: SHAMPOO },
  { kind: 'latin', query: 'calcium D3', finds: CALCIUM },
  // Russian
  { kind: 'cyrillic', query: 'фенбендазол', finds: FENBENDAZOL },
  { kind: 'cyrillic', query: 'левамизол', finds: LEVAMIZOL },
  { kind: 'cyrillic', query: 'ивермектин инъекция', finds: IVERMEKTIN_INJ },
  { kind: 'cyrillic', query: 'хлоргексидин', finds: XLORHEKSIDIN },
  { kind: 'cyrillic', query: 'энрофлоксацин', finds: ENRO_INJ },
  { kind: 'cyrillic', query: 'амоксициллин', finds: AMOKSISILLIN },
  { kind: 'cyrillic', query: 'празиквантел', finds: PRAZIKVANTEL },
  { kind: 'cyrillic', query: 'пирантел', finds: PIRANTEL },
  { kind: 'cyrillic', query: 'шампунь', finds: SHAMPOO },
  { kind: 'cyrillic', query: 'повидон-йод', finds: POVIDON },
  { kind: 'cyrillic', query: 'толтразурил', finds: TOLTRAZURIL },
  { kind: 'cyrillic', query: 'мелоксикам', finds: MELOKSIKAM },
  // words in any order, an animal beside a product word
  { kind: 'order', query: 'boyunluq it', finds: 'Birə və gənəyə qarşı boyunluq (itlər üçün, 65 sm)' },
  { kind: 'order', query: 'pişik boyunluq', finds: 'Birə və gənəyə qarşı boyunluq (pişiklər üçün, 35 sm)' },
  { kind: 'order', query: 'şampun pişik', finds: SHAMPOO },
  { kind: 'order', query: 'inyeksiya ivermektin', finds: IVERMEKTIN_INJ },
  { kind: 'order', query: 'buzov elektrolit', finds: ELEKTROLIT },
  { kind: 'order', query: '1 litr povidon', finds: POVIDON },
  { kind: 'order', query: 'quş toz multivitamin', finds: MULTIVITAMIN_POWDER },
  { kind: 'order', query: 'sprey gənə', finds: SPRAY },
  { kind: 'order', query: 'HEBLERI ALBENDAZOL', finds: ALBENDAZOL_TABS },
  { kind: 'order', query: 'qulaq nişan', finds: 'Qulaq nişanları, sarı (100 ədəd)' },
  // an active substance the name does not spell, as printed or in Russian
  { kind: 'substance', query: 'zinc sulfate', finds: HOOF },
  { kind: 'substance', query: 'цинк сульфат', finds: HOOF },
  { kind: 'substance', query: 'glucose', finds: ELEKTROLIT },
  { kind: 'substance', query: 'глюкоза', finds: ELEKTROLIT },
  { kind: 'substance', query: 'фосфор', finds: CALCIUM },
  { kind: 'substance', query: 'cyanocobalamin', finds: BUTAFOSFAN },
  { kind: 'substance', query: 'virus quduzluq', finds: RABIES },
  { kind: 'substance', query: 'oxyclozanide', finds: LEVAMIZOL },
  { kind: 'substance', query: 'оксиклозанид', finds: LEVAMIZOL },
  // the manufacturer beside a product word
  { kind: 'maker', query: 'kavkaz peyvənd', finds: RABIES },
  { kind: 'maker', query: 'iberia şampun', finds: SHAMPOO },
  { kind: 'maker', query: 'anadolu şpris', finds: SYRINGES },
  { kind: 'maker', query: 'AqroVet povidon', finds: POVIDON },
  // an animal word of the product's species
  { kind: 'species', query: 'it şampun', finds: SHAMPOO },
  { kind: 'species', query: 'собака шампунь', finds: SHAMPOO },
  { kind: 'species', query: 'qoyun levamizol', finds: LEVAMIZOL },
  { kind: 'species', query: 'inək dırnaq', finds: HOOF },
  { kind: 'species', query: 'корова йод', finds: POVIDON },
  { kind: 'species', query: 'at xlorheksidin', finds: XLORHEKSIDIN },
  { kind: 'species', query: 'toyuq tilozin', finds: TILOZIN },
  { kind: 'species', query: 'pişik sprey', finds: SPRAY },
  { kind: 'species', query: 'donuz toltrazuril', finds: TOLTRAZURIL },
  // a whole code, typed as printed or in lower case
  { kind: 'code', query: codes(POVIDON).sku, finds: POVIDON },
  { kind: 'code', query: codes(ALBENDAZOL_TABS).sku.toLowerCase(), finds: ALBENDAZOL_TABS },
  { kind: 'code', query: codes(TILOZIN).barcode, finds: TILOZIN },
  { kind: 'code', query: codes(SHAMPOO).barcode, finds: SHAMPOO },
];

/** Parts of codes: no product is found by them (a code is only found whole). */
export const PARTIAL_CODES = [codes(POVIDON).sku.slice(0, -1), codes(TILOZIN).barcode.slice(0, 12)];
