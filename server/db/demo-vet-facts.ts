// The demo catalogue's veterinary facts (issue 22, decision 0042), read off
// each product's own description as a pharmacist would: species, substance
// and strength where the text gives them (a strength it does not give is left
// empty, not guessed), pack, withdrawal days, Rx for prescription medicines
// (antibiotics, vaccines, NSAIDs, those the text reserves to a vet).
// Manufacturers and AQTA numbers are invented for the demo and say so
// (no real company is named); barcodes use Azerbaijan's GS1 prefix 476.
import type { SpeciesCode, Withdrawal } from '../../domain/vet/vet.ts';
import type { DemoProduct } from './demo-data.ts';

export type DemoFacts = {
  species: SpeciesCode[];
  substances?: [name: string, strength: string][];
  pack: string;
  maker: keyof typeof MAKERS;
  rx?: boolean;
  /** meat, milk, eggs */
  withdrawal?: [Withdrawal, Withdrawal, Withdrawal];
  storage?: [min: number | null, max: number | null];
  coldChain?: boolean;
  /** the name of the product this one is another size of */
  sizeOf?: string;
};

/** Demo manufacturers (invented) and their countries. */
export const MAKERS = {
  aqro: { name: 'AqroVet Demo', country: 'Azərbaycan' },
  anadolu: { name: 'Anadolu Vet Demo', country: 'Türkiyə' },
  euro: { name: 'EuroVet Demo', country: 'Niderland' },
  iberia: { name: 'Iberia Farma Demo', country: 'İspaniya' },
  kavkaz: { name: 'Kavkaz Bio Demo', country: 'Gürcüstan' },
} as const;

const PETS: Withdrawal[] = ['not-for-food', 'not-for-food', 'not-for-food'];
const NONE: [Withdrawal, Withdrawal, Withdrawal] = [0, 0, 0];
const pets = PETS as [Withdrawal, Withdrawal, Withdrawal];
const FARM: SpeciesCode[] = ['cattle', 'sheep-goat', 'horse', 'pig'];

export const demoFacts: Record<string, DemoFacts> = {
  'Albendazol həbləri 500 mq': {
    species: ['cattle', 'sheep-goat'],
    substances: [['Albendazol', '500 mq']],
    pack: '10 həb',
    maker: 'anadolu',
    rx: true,
    withdrawal: [14, null, null],
  },
  'İvermektin həbləri 6 mq (itlər üçün)': {
    species: ['dog'],
    substances: [['İvermektin', '6 mq']],
    pack: '6 həb',
    maker: 'euro',
    rx: true,
    withdrawal: pets,
  },
  'Prazikvantel Plus həbləri (it və pişiklər üçün)': {
    species: ['dog', 'cat'],
    substances: [
      ['Prazikvantel', ''],
      ['Pirantel', ''],
      ['Fenbendazol', ''],
    ],
    pack: '10 həb',
    maker: 'anadolu',
    withdrawal: pets,
  },
  'Enrofloksasin həbləri 50 mq': {
    species: ['dog', 'cat'],
    substances: [['Enrofloksasin', '50 mq']],
    pack: '10 həb',
    maker: 'euro',
    rx: true,
    withdrawal: pets,
  },
  'Meloksikam həbləri 1 mq (itlər üçün)': {
    species: ['dog'],
    substances: [['Meloksikam', '1 mq']],
    pack: '20 həb',
    maker: 'iberia',
    rx: true,
    withdrawal: pets,
  },
  'Kalsium + D3 vitaminli həblər (bala itlər üçün)': {
    species: ['dog'],
    substances: [
      ['Kalsium', ''],
      ['Fosfor', ''],
      ['Vitamin D3', ''],
    ],
    pack: '100 həb',
    maker: 'aqro',
    withdrawal: pets,
    storage: [null, 25],
  },
  'İvermektin 1% inyeksiya 50 ml': {
    species: ['cattle', 'sheep-goat', 'pig'],
    substances: [['İvermektin', '10 mq/ml']],
    pack: '50 ml',
    maker: 'iberia',
    withdrawal: [28, 'not-for-food', null],
  },
  'Amoksisillin 15% LA inyeksiya 100 ml': {
    species: ['cattle', 'sheep-goat', 'pig', 'dog', 'cat'],
    substances: [['Amoksisillin', '150 mq/ml']],
    pack: '100 ml',
    maker: 'euro',
    rx: true,
  },
  'Oksitetrasiklin 20% LA inyeksiya 100 ml': {
    species: ['cattle', 'sheep-goat'],
    substances: [['Oksitetrasiklin', '200 mq/ml']],
    pack: '100 ml',
    maker: 'anadolu',
    rx: true,
    withdrawal: [28, 7, null],
  },
  'Enrofloksasin 10% inyeksiya 100 ml': {
    species: ['cattle', 'sheep-goat', 'pig'],
    substances: [['Enrofloksasin', '100 mq/ml']],
    pack: '100 ml',
    maker: 'euro',
    rx: true,
  },
  'Vitamin AD3E inyeksiya 100 ml': {
    species: FARM,
    substances: [
      ['Vitamin A', ''],
      ['Vitamin D3', ''],
      ['Vitamin E', ''],
    ],
    pack: '100 ml',
    maker: 'aqro',
  },
  'Butafosfan + B12 inyeksiya 100 ml': {
    species: ['cattle', 'horse', 'sheep-goat', 'dog'],
    substances: [
      ['Butafosfan', ''],
      ['Vitamin B12 (siankobalamin)', ''],
    ],
    pack: '100 ml',
    maker: 'kavkaz',
  },
  'Quduzluq əleyhinə peyvənd (10 doza)': {
    species: ['dog', 'cat', 'cattle', 'sheep-goat', 'horse'],
    substances: [['Quduzluq virusu (inaktivləşdirilmiş)', '']],
    pack: '10 doza',
    maker: 'kavkaz',
    rx: true,
    storage: [2, 8],
    coldChain: true,
  },
  'Albendazol 10% suspenziya 1 litr': {
    species: ['cattle', 'sheep-goat'],
    substances: [['Albendazol', '100 mq/ml']],
    pack: '1 l',
    maker: 'anadolu',
  },
  'Fenbendazol suspenziyası 100 ml (it və pişiklər üçün)': {
    species: ['dog', 'cat'],
    substances: [['Fenbendazol', '']],
    pack: '100 ml',
    maker: 'euro',
    withdrawal: pets,
  },
  'Pirantel suspenziyası 15 ml (bala heyvanlar üçün)': {
    species: ['dog', 'cat'],
    substances: [['Pirantel', '']],
    pack: '15 ml',
    maker: 'anadolu',
    withdrawal: pets,
  },
  'Levamizol + Oksiklozanid suspenziya 1 litr': {
    species: ['sheep-goat'],
    substances: [
      ['Levamizol', ''],
      ['Oksiklozanid', ''],
    ],
    pack: '1 l',
    maker: 'iberia',
    withdrawal: [28, 'not-for-food', null],
  },
  'Toltrazuril 5% suspenziya 250 ml': {
    species: ['pig', 'cattle', 'sheep-goat'],
    substances: [['Toltrazuril', '50 mq/ml']],
    pack: '250 ml',
    maker: 'euro',
    rx: true,
  },
  'Amoksiklav suspenziyası 60 ml (it və pişiklər üçün)': {
    species: ['dog', 'cat'],
    substances: [
      ['Amoksisillin', ''],
      ['Klavulan turşusu', ''],
    ],
    pack: '60 ml',
    maker: 'iberia',
    rx: true,
    withdrawal: pets,
  },
  'Elektrolit tozu 100 q (buzovlar üçün)': {
    species: ['cattle', 'sheep-goat', 'pig'],
    substances: [['Qlükoza', '']],
    pack: '100 q',
    maker: 'aqro',
    withdrawal: NONE,
  },
  'Multivitamin tozu 1 kq (quşlar üçün)': {
    species: ['poultry'],
    pack: '1 kq',
    maker: 'aqro',
    withdrawal: [0, null, 0],
  },
  'Oksitetrasiklin 20% suda həll olan toz 100 q': {
    species: ['poultry', 'cattle', 'pig'],
    substances: [['Oksitetrasiklin', '200 mq/q']],
    pack: '100 q',
    maker: 'anadolu',
    rx: true,
    withdrawal: [null, null, 'not-for-food'],
  },
  'Tilozin tartrat tozu 100 q': {
    species: ['poultry', 'pig'],
    substances: [['Tilozin', '']],
    pack: '100 q',
    maker: 'euro',
    rx: true,
  },
  'Mineral-vitamin premiksi 5 kq (iribuynuzlu heyvanlar)': {
    species: ['cattle'],
    substances: [
      ['Vitamin A', ''],
      ['Vitamin D3', ''],
      ['Vitamin E', ''],
    ],
    pack: '5 kq',
    maker: 'aqro',
    withdrawal: NONE,
  },
  'Amprolium 20% toz 500 q': {
    species: ['poultry'],
    substances: [['Amprolium', '200 mq/q']],
    pack: '500 q',
    maker: 'anadolu',
    rx: true,
  },
  'Qlutaraldehid əsaslı dezinfeksiyaedici 5 litr': {
    species: [],
    substances: [['Qlutaraldehid', '']],
    pack: '5 l',
    maker: 'euro',
  },
  'Dörtlü ammonium birləşməli dezinfeksiyaedici 20 litr': {
    species: [],
    substances: [['Dörtlü ammonium birləşmələri', '']],
    pack: '20 l',
    maker: 'kavkaz',
  },
  'Povidon-yod 10% məhlul 1 litr': {
    species: [...FARM, 'dog', 'cat'],
    substances: [['Povidon-yod', '10%']],
    pack: '1 l',
    maker: 'aqro',
    withdrawal: NONE,
  },
  'İçməli su üçün multivitamin məhlulu 1 litr': {
    species: ['poultry', 'cattle', 'sheep-goat', 'pig'],
    pack: '1 l',
    maker: 'aqro',
    withdrawal: NONE,
  },
  'Dırnaq qulluğu məhlulu 1 litr (iribuynuzlu heyvanlar)': {
    species: ['cattle', 'sheep-goat'],
    substances: [
      ['Mis sulfat', ''],
      ['Sink sulfat', ''],
    ],
    pack: '1 l',
    maker: 'kavkaz',
    withdrawal: NONE,
  },
  'Xlorheksidin 0,05% məhlul 1 litr': {
    species: ['dog', 'cat', 'cattle', 'sheep-goat', 'horse'],
    substances: [['Xlorheksidin', '0,05%']],
    pack: '1 l',
    maker: 'aqro',
    withdrawal: NONE,
  },
  'Qaraciyər qoruyucu məhlul 1 litr (quşlar üçün)': {
    species: ['poultry'],
    substances: [
      ['Sorbitol', ''],
      ['Betain', ''],
      ['Karnitin', ''],
    ],
    pack: '1 l',
    maker: 'iberia',
    withdrawal: [0, null, 0],
  },
  'Birə və gənəyə qarşı boyunluq (itlər üçün, 65 sm)': {
    species: ['dog'],
    pack: '65 sm',
    maker: 'euro',
    withdrawal: pets,
  },
  'Birə və gənəyə qarşı boyunluq (pişiklər üçün, 35 sm)': {
    species: ['cat'],
    pack: '35 sm',
    maker: 'euro',
    withdrawal: pets,
  },
  'Birdəfəlik şprislər 5 ml (100 ədəd)': { species: [], pack: '100 ədəd', maker: 'anadolu' },
  'Avtomatik baytar şprisi 50 ml': { species: [], pack: '1 ədəd', maker: 'anadolu' },
  'Antiparazitar şampun 250 ml (it və pişiklər üçün)': {
    species: ['dog', 'cat'],
    pack: '250 ml',
    maker: 'iberia',
    withdrawal: pets,
  },
  'Gənə və birəyə qarşı sprey 200 ml': { species: ['dog', 'cat'], pack: '200 ml', maker: 'iberia', withdrawal: pets },
  'Qulaq nişanları, sarı (100 ədəd)': { species: ['cattle'], pack: '100 ədəd', maker: 'anadolu' },
  'Süd əvəzedici yem 25 kq (buzovlar üçün)': { species: ['cattle'], pack: '25 kq', maker: 'aqro' },
};

/** Other pack sizes of three demo medicines: families of two and three sizes. */
export const demoExtraSizes: (DemoProduct & { facts: DemoFacts })[] = [
  {
    name: 'İvermektin 1% inyeksiya 100 ml',
    description:
      'İribuynuzlu və xırdabuynuzlu heyvanlarda, donuzlarda dəri altı və daxili parazitlərə qarşı inyeksiya məhlulu; 50 ml-lik flakonun iri ölçüsü. Flakonda 100 ml. Doza: 50 kq diri çəkiyə 1 ml, dəri altına bir dəfə. Kəsimə 28 gün qalmış istifadəni dayandırın; sağmal heyvanlara tətbiq edilmir.',
    category: 'Inyeksiyalar',
    offerPrice: 21.9,
    inStock: true,
    art: [{ kind: 'vial', color: '#1565c0', label: 'IVERMEKTIN 100' }],
    facts: { ...demoFacts['İvermektin 1% inyeksiya 50 ml'], pack: '100 ml', sizeOf: 'İvermektin 1% inyeksiya 50 ml' },
  },
  {
    name: 'İvermektin 1% inyeksiya 500 ml',
    description:
      'Fermalar üçün iri qablaşdırma: iribuynuzlu və xırdabuynuzlu heyvanlarda, donuzlarda parazitlərə qarşı inyeksiya məhlulu. Flakonda 500 ml, avtomatik şprisə qoşulur. Doza: 50 kq diri çəkiyə 1 ml. Kəsimə 28 gün qalmış istifadəni dayandırın; sağmal heyvanlara tətbiq edilmir.',
    category: 'Inyeksiyalar',
    offerPrice: 89,
    inStock: true,
    art: [{ kind: 'bottle', color: '#1565c0', label: 'IVERMEKTIN 500' }],
    facts: { ...demoFacts['İvermektin 1% inyeksiya 50 ml'], pack: '500 ml', sizeOf: 'İvermektin 1% inyeksiya 50 ml' },
  },
  {
    name: 'Albendazol 10% suspenziya 250 ml',
    description:
      'Qoyun, keçi və iribuynuzlu heyvanlar üçün ağızdan verilən qurdqovucu suspenziya; kiçik təsərrüfatlar üçün 250 ml. Qoyunlara 10 kq çəkiyə 1 ml verilir. İstifadədən əvvəl yaxşıca çalxalayın; boğaz heyvanlara ilk üç ayda verilmir.',
    category: 'Suspeziyalar',
    offerPrice: 9.5,
    inStock: true,
    art: [{ kind: 'bottle', color: '#2e7d32', label: 'ALBENDAZOL 250' }],
    facts: {
      ...demoFacts['Albendazol 10% suspenziya 1 litr'],
      pack: '250 ml',
      sizeOf: 'Albendazol 10% suspenziya 1 litr',
    },
  },
  {
    name: 'Xlorheksidin 0,05% məhlul 100 ml',
    description:
      'Yaraların yuyulması, dəri və selikli qişaların işlənməsi üçün spirtsiz, göynətməyən antiseptik; ev heyvanları üçün kiçik şüşə. Şüşədə 100 ml. Tampon və ya sprey vasitəsilə gündə 2–3 dəfə tətbiq edin.',
    category: 'Maye məhsullar',
    offerPrice: 1.2,
    inStock: true,
    art: [{ kind: 'bottle', color: '#26a69a', label: 'CHLORHEX 100' }],
    facts: {
      ...demoFacts['Xlorheksidin 0,05% məhlul 1 litr'],
      pack: '100 ml',
      sizeOf: 'Xlorheksidin 0,05% məhlul 1 litr',
    },
  },
];
