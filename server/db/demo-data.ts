// Demo catalogue and news for a new database (SEED_DEMO=1).
// Images are drawn locally by demo-images.ts from the `art` entries; nothing
// here needs the network. Category values are the spec's path keys verbatim
// ('Inyeksiyalar' without İ, 'Suspeziyalar' with its typo).

export type DemoArt = {
  kind: 'bottle' | 'box' | 'blister' | 'vial' | 'sachet' | 'tube' | 'collar' | 'bag' | 'spray' | 'syringe';
  /** main colour of the pack, hex */
  color: string;
  /** short text on the pack, in Azerbaijani (drug names as printed) */
  label: string;
};

export type DemoProduct = {
  name: string;
  description: string;
  category: 'Həblər' | 'Inyeksiyalar' | 'Suspeziyalar' | 'Toz məhsullar' | 'Maye məhsullar' | 'Digər';
  /** manat, 2 decimals; null = price on request */
  offerPrice: number | null;
  inStock: boolean;
  /** 1 to 4 entries: the product's images */
  art: DemoArt[];
};

export type DemoNews = {
  title: string;
  description: string;
  seen: boolean;
  daysAgo: number;
  /** 1 to 3 entries */
  art: DemoArt[];
};

export const demoProducts: DemoProduct[] = [
  // ── Həblər ──────────────────────────────────────────────────────────────
  {
    name: 'Albendazol həbləri 500 mq',
    description:
      'Geniş təsir spektrli qurdqovucu həb: qoyun, keçi və iribuynuzlu heyvanlarda mədə-bağırsaq və ağciyər qurdlarına, həmçinin qaraciyər soxulcanlarına qarşı təsirlidir. Qablaşdırma: blisterdə 10 həb. Doza: hər 100 kq diri çəkiyə 1 həb, ağızdan bir dəfə verilir. Həkim-baytarın təyinatı ilə istifadə edin; kəsimə 14 gün qalmış verilməsini dayandırın.',
    category: 'Həblər',
    offerPrice: 6.5,
    inStock: true,
    art: [
      { kind: 'blister', color: '#2e7d32', label: 'ALBENDAZOL 500' },
      { kind: 'box', color: '#2e7d32', label: 'ALBENDAZOL' },
    ],
  },
  {
    name: 'İvermektin həbləri 6 mq (itlər üçün)',
    description:
      'İtlərdə ürək qurdunun (dirofilyarioz) qarşısını almaq və bağırsaq parazitlərinə qarşı istifadə olunan antiparazitar həb. Bir qutuda 6 həb var; adətən ayda bir dəfə, itin çəkisinə uyğun doza ilə verilir. Kolli, şelti və çoban itləri cinslərində yalnız həkim-baytarın nəzarəti altında istifadə edin.',
    category: 'Həblər',
    offerPrice: 9.8,
    inStock: true,
    art: [
      { kind: 'box', color: '#1565c0', label: 'IVERMEKTIN 6' },
      { kind: 'blister', color: '#1565c0', label: 'IVERMEKTIN' },
    ],
  },
  {
    name: 'Prazikvantel Plus həbləri (it və pişiklər üçün)',
    description:
      'Prazikvantel, pirantel və fenbendazol tərkibli kompleks qurdqovucu həb. Lentvari və yumru qurdlara qarşı it və pişiklərdə istifadə olunur. Qablaşdırma: 10 həb; doza 10 kq diri çəkiyə 1 həbdir, səhər yeməyi ilə birlikdə verilir. Profilaktika məqsədilə hər 3 aydan bir təkrarlayın.',
    category: 'Həblər',
    offerPrice: 7.2,
    inStock: true,
    art: [
      { kind: 'blister', color: '#6a1b9a', label: 'PRAZI PLUS' },
      { kind: 'box', color: '#6a1b9a', label: 'PRAZI PLUS' },
      { kind: 'blister', color: '#8e24aa', label: 'İT VƏ PİŞİK' },
    ],
  },
  {
    name: 'Enrofloksasin həbləri 50 mq',
    description:
      'Ftorxinolon qrupundan olan antibiotik həb; it və pişiklərdə tənəffüs, sidik yolları və dəri infeksiyalarının müalicəsində tətbiq edilir. Blisterdə 10 həb. Doza: 10 kq diri çəkiyə 1 həb, gündə bir dəfə, 5–10 gün ərzində. Həkim-baytarın təyinatı ilə istifadə edin; böyümə dövründəki bala heyvanlara verilmir.',
    category: 'Həblər',
    offerPrice: 12.4,
    inStock: false,
    art: [{ kind: 'blister', color: '#c62828', label: 'ENRO 50' }],
  },
  {
    name: 'Meloksikam həbləri 1 mq (itlər üçün)',
    description:
      'Qeyri-steroid iltihabəleyhinə və ağrıkəsici həb; itlərdə oynaq ağrıları, artrit və əməliyyatdan sonrakı ağrılar zamanı istifadə olunur. Bir qutuda 20 həb. Yemlə birlikdə, 10 kq çəkiyə 1 həb hesabı ilə gündə bir dəfə verin. Böyrək çatışmazlığı olan heyvanlarda həkim-baytarla məsləhətləşmədən istifadə etməyin.',
    category: 'Həblər',
    offerPrice: 14.9,
    inStock: true,
    art: [
      { kind: 'box', color: '#00838f', label: 'MELOXI 1' },
      { kind: 'blister', color: '#00838f', label: 'MELOXI' },
    ],
  },
  {
    name: 'Kalsium + D3 vitaminli həblər (bala itlər üçün)',
    description:
      'Bala itlərin və hamilə dişilərin sümük və diş inkişafı üçün kalsium, fosfor və D3 vitamini ilə zənginləşdirilmiş çeynənən həblər. Bankada 100 həb. Gündəlik norma: 5 kq çəkiyə 1 həb, yemlə qarışdıraraq və ya ödül kimi verilə bilər. Quru və sərin yerdə saxlayın.',
    category: 'Həblər',
    offerPrice: 11,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#f9a825', label: 'KALSİUM D3' },
      { kind: 'blister', color: '#f9a825', label: 'KALSİUM + D3' },
    ],
  },

  // ── Inyeksiyalar ───────────────────────────────────────────────────────
  {
    name: 'İvermektin 1% inyeksiya 50 ml',
    description:
      'İribuynuzlu və xırdabuynuzlu heyvanlarda, donuzlarda dəri altı və daxili parazitlərə (qurdlar, gənələr, qotur, mozalan sürfələri) qarşı inyeksiya məhlulu. Flakonda 50 ml. Doza: 50 kq diri çəkiyə 1 ml, dəri altına bir dəfə vurulur. Kəsimə 28 gün qalmış istifadəni dayandırın; sağmal heyvanlara tətbiq edilmir.',
    category: 'Inyeksiyalar',
    offerPrice: 12.5,
    inStock: true,
    art: [
      { kind: 'vial', color: '#1565c0', label: 'IVERMEKTIN 1%' },
      { kind: 'box', color: '#1565c0', label: 'IVERMEKTIN' },
      { kind: 'syringe', color: '#1565c0', label: '1 ML / 50 KQ' },
    ],
  },
  {
    name: 'Amoksisillin 15% LA inyeksiya 100 ml',
    description:
      'Uzunmüddətli təsirə malik (LA) amoksisillin suspenziyası; iribuynuzlu heyvanlarda, qoyun, keçi, donuz, it və pişiklərdə tənəffüs, mədə-bağırsaq və sidik yolları infeksiyalarında istifadə olunur. Flakonda 100 ml. Doza: 10 kq diri çəkiyə 1 ml, əzələ daxilinə; lazım gələrsə 48 saatdan sonra təkrarlanır. İstifadədən əvvəl yaxşıca çalxalayın, həkim-baytarın təyinatı ilə istifadə edin.',
    category: 'Inyeksiyalar',
    offerPrice: 24,
    inStock: true,
    art: [
      { kind: 'vial', color: '#ef6c00', label: 'AMOXI 15% LA' },
      { kind: 'box', color: '#ef6c00', label: 'AMOXI LA' },
    ],
  },
  {
    name: 'Oksitetrasiklin 20% LA inyeksiya 100 ml',
    description:
      'Geniş spektrli, uzunmüddətli təsirli antibiotik; pnevmoniya, pasterellyoz, dırnaq çürüməsi və anaplazmoz zamanı iribuynuzlu və xırdabuynuzlu heyvanlarda tətbiq edilir. Flakonda 100 ml. Doza: 10 kq diri çəkiyə 1 ml, dərin əzələ daxilinə; bir nöqtəyə 10 ml-dən çox vurmayın. Südün qidaya istifadəsi 7 gün, ətin 28 gün qadağandır.',
    category: 'Inyeksiyalar',
    offerPrice: 18.5,
    inStock: true,
    art: [
      { kind: 'vial', color: '#ad1457', label: 'OXYTETRA 20%' },
      { kind: 'box', color: '#ad1457', label: 'OTC 20% LA' },
    ],
  },
  {
    name: 'Enrofloksasin 10% inyeksiya 100 ml',
    description:
      'İribuynuzlu heyvanlar, buzovlar, qoyun və donuzlar üçün ftorxinolon qrupundan antibiotik. Mikoplazmoz, kolibakterioz və salmonellyoz zamanı istifadə olunur. Flakonda 100 ml; doza 40 kq diri çəkiyə 1 ml, gündə bir dəfə, 3–5 gün. Həkim-baytarın təyinatı ilə istifadə edin.',
    category: 'Inyeksiyalar',
    offerPrice: 21,
    inStock: true,
    art: [{ kind: 'vial', color: '#c62828', label: 'ENRO 10%' }],
  },
  {
    name: 'Vitamin AD3E inyeksiya 100 ml',
    description:
      'A, D3 və E vitaminlərinin yağlı məhlulu; avitaminoz, raxit, zəif böyümə və döl vermə problemlərində bütün kənd təsərrüfatı heyvanlarına tətbiq edilir. Flakonda 100 ml. İribuynuzlu heyvanlara 5 ml, qoyun və keçilərə 2 ml, əzələ daxilinə və ya dəri altına, 7–10 gündən bir vurulur.',
    category: 'Inyeksiyalar',
    offerPrice: 9.9,
    inStock: true,
    art: [
      { kind: 'vial', color: '#f9a825', label: 'VIT AD3E' },
      { kind: 'box', color: '#f57f17', label: 'AD3E 100 ML' },
    ],
  },
  {
    name: 'Butafosfan + B12 inyeksiya 100 ml',
    description:
      'Maddələr mübadiləsini stimullaşdıran inyeksiya məhlulu; stress, zəiflik, doğuşdan sonrakı bərpa və məhsuldarlığın azalması zamanı iribuynuzlu heyvanlarda, atlarda, qoyun və itlərdə istifadə olunur. Flakonda 100 ml. İribuynuzlu heyvanlara 10–25 ml, qoyunlara 2,5–8 ml venadaxili, əzələ daxilinə və ya dəri altına vurulur.',
    category: 'Inyeksiyalar',
    offerPrice: 27.5,
    inStock: true,
    art: [
      { kind: 'vial', color: '#d81b60', label: 'BUTAFOS B12' },
      { kind: 'box', color: '#d81b60', label: 'BUTAFOSFAN' },
      { kind: 'syringe', color: '#d81b60', label: 'B12' },
    ],
  },
  {
    name: 'Quduzluq əleyhinə peyvənd (10 doza)',
    description:
      'İt, pişik və kənd təsərrüfatı heyvanlarının quduzluğa qarşı profilaktik peyvəndlənməsi üçün inaktivləşdirilmiş vaksin. Flakonda 10 doza. Yalnız baytarlıq klinikaları və həkim-baytarlar üçün, soyuq zəncir (+2…+8 °C) şəraitində çatdırılır. Qiyməti sifariş həcminə görə müəyyən edilir, zəhmət olmasa bizimlə əlaqə saxlayın.',
    category: 'Inyeksiyalar',
    offerPrice: null,
    inStock: true,
    art: [
      { kind: 'vial', color: '#283593', label: 'QUDUZLUQ' },
      { kind: 'box', color: '#283593', label: '10 DOZA' },
    ],
  },

  // ── Suspeziyalar ───────────────────────────────────────────────────────
  {
    name: 'Albendazol 10% suspenziya 1 litr',
    description:
      'Qoyun, keçi və iribuynuzlu heyvanlar üçün ağızdan verilən qurdqovucu suspenziya. Mədə-bağırsaq, ağciyər qurdları və qaraciyər soxulcanlarına qarşı təsirlidir. Qoyunlara 10 kq çəkiyə 1 ml, iribuynuzlu heyvanlara 10 kq çəkiyə 1 ml (soxulcanlarda 1,5 ml) verilir. İstifadədən əvvəl yaxşıca çalxalayın; boğaz heyvanlara ilk üç ayda verilmir.',
    category: 'Suspeziyalar',
    offerPrice: 28,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#2e7d32', label: 'ALBENDAZOL 10%' },
      { kind: 'syringe', color: '#2e7d32', label: 'ORAL' },
    ],
  },
  {
    name: 'Fenbendazol suspenziyası 100 ml (it və pişiklər üçün)',
    description:
      'Bala və yetkin it və pişiklərdə yumru qurdlara, lyamblioza qarşı şirin dadlı suspenziya. Şüşədə 100 ml, dozalayıcı şpris əlavə olunur. Doza: 1 kq diri çəkiyə 1 ml, ardıcıl 3 gün. Yeməklə birlikdə və ya birbaşa ağıza verin.',
    category: 'Suspeziyalar',
    offerPrice: 8.9,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#0277bd', label: 'FENBENDAZOL' },
      { kind: 'box', color: '#0277bd', label: 'FENBEN 100 ML' },
    ],
  },
  {
    name: 'Pirantel suspenziyası 15 ml (bala heyvanlar üçün)',
    description:
      'Bala itlər və pişiklər üçün yumşaq təsirli qurdqovucu suspenziya; 2 həftəlik yaşdan istifadə oluna bilər. Şüşədə 15 ml. Doza: 1 kq çəkiyə 1 ml, 2 həftədən sonra təkrarlanır. Peyvənddən 10–14 gün əvvəl qurdqovma aparılması tövsiyə olunur.',
    category: 'Suspeziyalar',
    offerPrice: 5.4,
    inStock: true,
    art: [{ kind: 'bottle', color: '#7cb342', label: 'PYRANTEL' }],
  },
  {
    name: 'Levamizol + Oksiklozanid suspenziya 1 litr',
    description:
      'Qoyun və keçilərdə mədə-bağırsaq və ağciyər qurdlarına, eləcə də yetkin qaraciyər soxulcanlarına qarşı kombinə edilmiş suspenziya. Qablaşdırma: 1 litr. Doza: 10 kq diri çəkiyə 2,5 ml, ağızdan bir dəfə. Sağılan heyvanlara tətbiq edilmir; kəsimə 28 gün qalmış verilməsini dayandırın.',
    category: 'Suspeziyalar',
    offerPrice: 32,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#5d4037', label: 'LEVA-OXY' },
      { kind: 'box', color: '#5d4037', label: 'LEVAMIZOL' },
    ],
  },
  {
    name: 'Toltrazuril 5% suspenziya 250 ml',
    description:
      'Donuz balaları, buzovlar və quzularda koksidiozun qarşısını almaq və müalicəsi üçün ağızdan verilən suspenziya. Şüşədə 250 ml. Donuz balalarına 3–5 günlük yaşda 1 kq çəkiyə 0,4 ml, buzov və quzulara 1 kq çəkiyə 0,3 ml bir dəfə verilir. Həkim-baytarın təyinatı ilə istifadə edin.',
    category: 'Suspeziyalar',
    offerPrice: 45,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#00695c', label: 'TOLTRA 5%' },
      { kind: 'box', color: '#00695c', label: 'TOLTRAZURIL' },
      { kind: 'syringe', color: '#00695c', label: '0,4 ML/KQ' },
    ],
  },
  {
    name: 'Amoksiklav suspenziyası 60 ml (it və pişiklər üçün)',
    description:
      'Amoksisillin və klavulan turşusu tərkibli antibiotik suspenziya; it və pişiklərdə dəri, diş əti, tənəffüs və sidik yolları infeksiyalarında istifadə olunur. Hazırlanmış suspenziya 60 ml; soyuducuda 7 gün saxlanılır. Doza: 1 kq çəkiyə 12,5 mq, gündə iki dəfə. Yalnız həkim-baytarın təyinatı ilə istifadə edin.',
    category: 'Suspeziyalar',
    offerPrice: 13.5,
    inStock: false,
    art: [{ kind: 'bottle', color: '#e65100', label: 'AMOXICLAV' }],
  },

  // ── Toz məhsullar ──────────────────────────────────────────────────────
  {
    name: 'Elektrolit tozu 100 q (buzovlar üçün)',
    description:
      'İshal zamanı buzovlarda, quzularda və donuz balalarında itirilən maye və duzların bərpası üçün qlükozalı elektrolit qarışığı. Paketdə 100 q, bir buzov üçün bir günlük norma. 2 litr ilıq suda həll edib gündə iki dəfə, süd yemləmələri arasında içirin.',
    category: 'Toz məhsullar',
    offerPrice: 4.5,
    inStock: true,
    art: [
      { kind: 'sachet', color: '#0288d1', label: 'ELEKTROLIT' },
      { kind: 'box', color: '#0288d1', label: 'BUZOV ORS' },
    ],
  },
  {
    name: 'Multivitamin tozu 1 kq (quşlar üçün)',
    description:
      'Broyler, yumurtalıq toyuqlar, hinduşka və bildirçinlər üçün suda həll olan vitamin və amin turşuları kompleksi. Peyvənd və daşınma stresi, istilik dövrü və yumurtlama azalanda istifadə olunur. Qablaşdırma: 1 kq. 1 q tozu 2 litr içməli suya qatın, 3–5 gün ərzində verin.',
    category: 'Toz məhsullar',
    offerPrice: 16,
    inStock: true,
    art: [
      { kind: 'bag', color: '#f57c00', label: 'MULTIVIT' },
      { kind: 'sachet', color: '#f57c00', label: 'QUŞ VİTAMİNİ' },
    ],
  },
  {
    name: 'Oksitetrasiklin 20% suda həll olan toz 100 q',
    description:
      'Quşlarda, buzovlarda və donuzlarda bakterial infeksiyaların müalicəsi üçün içməli suya qatılan antibiotik tozu. Paketdə 100 q. Quşlar üçün 1 q tozu 1 litr suya qatın, 3–5 gün ərzində verin. Yumurtası qidaya istifadə olunan toyuqlara tətbiq edilmir; həkim-baytarın təyinatı ilə istifadə edin.',
    category: 'Toz məhsullar',
    offerPrice: 7.8,
    inStock: true,
    art: [{ kind: 'sachet', color: '#ad1457', label: 'OTC 20% WS' }],
  },
  {
    name: 'Tilozin tartrat tozu 100 q',
    description:
      'Quşlarda mikoplazmoz və xroniki tənəffüs xəstəliyinin, donuzlarda dizenteriyanın müalicəsi üçün suda həll olan antibiotik. Qablaşdırma: 100 q, plastik banka. Quşlar üçün 0,5 q tozu 1 litr suya, 3–5 gün. Hazırlanmış məhlulu 24 saat ərzində istifadə edin.',
    category: 'Toz məhsullar',
    offerPrice: 14.2,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#4527a0', label: 'TYLOSIN' },
      { kind: 'sachet', color: '#4527a0', label: 'TYLOSIN 100G' },
    ],
  },
  {
    name: 'Mineral-vitamin premiksi 5 kq (iribuynuzlu heyvanlar)',
    description:
      'Süd və ət istiqamətli iribuynuzlu heyvanların rasionu üçün makro- və mikroelementlər, A, D3, E vitaminləri ilə premiks. Kisədə 5 kq. Gündəlik norma bir baş üçün 50–100 q, qüvvəli yemə qarışdırılaraq verilir. Məhsuldarlığı, döl verməni və heyvanların ümumi sağlamlığını dəstəkləyir.',
    category: 'Toz məhsullar',
    offerPrice: 22,
    inStock: true,
    art: [
      { kind: 'bag', color: '#558b2f', label: 'PREMİKS 5 KQ' },
      { kind: 'bag', color: '#33691e', label: 'PREMİKS' },
    ],
  },
  {
    name: 'Amprolium 20% toz 500 q',
    description:
      'Toyuq, broyler və hinduşkalarda koksidiozun profilaktikası və müalicəsi üçün suda həll olan toz. Qablaşdırma: 500 q. Müalicə üçün 1 q tozu 1 litr içməli suya qatın, 5–7 gün ərzində verin. Həkim-baytarın təyinatı ilə istifadə edin.',
    category: 'Toz məhsullar',
    offerPrice: 19.5,
    inStock: false,
    art: [{ kind: 'bag', color: '#c0ca33', label: 'AMPROLIUM' }],
  },

  // ── Maye məhsullar ─────────────────────────────────────────────────────
  {
    name: 'Qlutaraldehid əsaslı dezinfeksiyaedici 5 litr',
    description:
      'Fermalarda, quşçuluq binalarında, nəqliyyat vasitələrində və avadanlıqlarda bakteriya, virus və göbələklərə qarşı konsentrat dezinfeksiyaedici. Kanistrdə 5 litr. Profilaktik dezinfeksiya üçün 1:200, xəstəlik ocağında 1:100 nisbətində suda həll edilir. İşləyərkən əlcək və qoruyucu eynək taxın.',
    category: 'Maye məhsullar',
    offerPrice: 58,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#00897b', label: 'DEZ-GLUTAR' },
      { kind: 'spray', color: '#00897b', label: 'DEZ 1:200' },
    ],
  },
  {
    name: 'Dörtlü ammonium birləşməli dezinfeksiyaedici 20 litr',
    description:
      'Heyvandarlıq və quşçuluq təsərrüfatlarında səthlərin, içməli su sistemlərinin və avadanlığın dezinfeksiyası üçün iri həcmli konsentrat. Kanistrdə 20 litr. İşçi məhlul 0,5–1% qatılıqda hazırlanır. Qiyməti sifariş həcmindən asılıdır, topdan alış üçün bizimlə əlaqə saxlayın.',
    category: 'Maye məhsullar',
    offerPrice: null,
    inStock: true,
    art: [{ kind: 'bottle', color: '#0277bd', label: 'QUAT 20 L' }],
  },
  {
    name: 'Povidon-yod 10% məhlul 1 litr',
    description:
      'Yaraların, əməliyyat sahəsinin, göbəyin və yelinin işlənməsi üçün antiseptik məhlul. Bütün heyvan növləri üçün yararlıdır. Şüşədə 1 litr. Yeni doğulmuş buzovların göbəyini doğuşdan dərhal sonra məhlula batırın; yelin işlənməsi üçün 1:10 nisbətində durulaşdırın.',
    category: 'Maye məhsullar',
    offerPrice: 15,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#8d3b12', label: 'POVİDON-YOD' },
      { kind: 'spray', color: '#8d3b12', label: 'YOD 10%' },
    ],
  },
  {
    name: 'İçməli su üçün multivitamin məhlulu 1 litr',
    description:
      'Quşlar, buzovlar, quzular və donuzlar üçün içməli suya qatılan A, D3, E, C və B qrupu vitaminləri kompleksi. Şüşədə 1 litr. 1 ml məhlulu 1–2 litr suya qatın, 5–7 gün ərzində verin. Məhlul hər gün təzə hazırlanmalıdır.',
    category: 'Maye məhsullar',
    offerPrice: 13.8,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#fb8c00', label: 'MULTIVIT AQUA' },
      { kind: 'box', color: '#fb8c00', label: 'VITAMIN 1 L' },
    ],
  },
  {
    name: 'Dırnaq qulluğu məhlulu 1 litr (iribuynuzlu heyvanlar)',
    description:
      'İribuynuzlu heyvanlarda və qoyunlarda dırnaq çürüməsi və dırnaq arası iltihabın qarşısını almaq üçün mis və sink birləşmələri əsasında məhlul. Şüşədə 1 litr. Dırnaq vannası üçün 10 litr suya 200 ml qatın və ya təmizlənmiş dırnağa birbaşa çəkin. Həftədə 1–2 dəfə tətbiq edin.',
    category: 'Maye məhsullar',
    offerPrice: 18,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#1e88e5', label: 'DIRNAQ' },
      { kind: 'spray', color: '#1e88e5', label: 'DIRNAQ SPREY' },
    ],
  },
  {
    name: 'Xlorheksidin 0,05% məhlul 1 litr',
    description:
      'Yaraların yuyulması, dəri və selikli qişaların işlənməsi üçün spirtsiz, göynətməyən antiseptik. Bütün heyvanlar, o cümlədən it və pişiklər üçün yararlıdır. Şüşədə 1 litr. Tampon və ya sprey vasitəsilə gündə 2–3 dəfə tətbiq edin.',
    category: 'Maye məhsullar',
    offerPrice: 4.9,
    inStock: true,
    art: [{ kind: 'bottle', color: '#26a69a', label: 'CHLORHEX' }],
  },
  {
    name: 'Qaraciyər qoruyucu məhlul 1 litr (quşlar üçün)',
    description:
      'Sorbitol, betain, karnitin və B qrupu vitaminləri olan hepatoprotektor; broyler və yumurtalıq toyuqlarda antibiotik kursundan sonra, yem toksikozu zamanı istifadə olunur. Şüşədə 1 litr. 1 ml məhlulu 1 litr içməli suya qatın, 5 gün ərzində verin.',
    category: 'Maye məhsullar',
    offerPrice: 17.5,
    inStock: false,
    art: [{ kind: 'bottle', color: '#6d4c41', label: 'HEPATO AQUA' }],
  },

  // ── Digər ──────────────────────────────────────────────────────────────
  {
    name: 'Birə və gənəyə qarşı boyunluq (itlər üçün, 65 sm)',
    description:
      'Orta və iri cins itlər üçün birə və gənələrdən 7 aya qədər qoruyan antiparazitar boyunluq. Uzunluğu 65 sm, lazım olan ölçüdə kəsilə bilər. Boyunluğu taxarkən boyunla arasında iki barmaq boşluq saxlayın. Suya davamlıdır, lakin tez-tez yuyulma təsir müddətini qısaldır.',
    category: 'Digər',
    offerPrice: 16.5,
    inStock: true,
    art: [
      { kind: 'collar', color: '#2e7d32', label: 'İT 65 SM' },
      { kind: 'box', color: '#2e7d32', label: 'BİRƏ VƏ GƏNƏ' },
    ],
  },
  {
    name: 'Birə və gənəyə qarşı boyunluq (pişiklər üçün, 35 sm)',
    description:
      'Pişiklər üçün təhlükəsizlik qıfıllı, elastik antiparazitar boyunluq; birə və gənələrdən 4 aya qədər qoruyur. Uzunluğu 35 sm. 12 həftəlikdən kiçik balalarda, hamilə və əmizdirən pişiklərdə istifadə etməyin.',
    category: 'Digər',
    offerPrice: 11.9,
    inStock: true,
    art: [
      { kind: 'collar', color: '#e91e63', label: 'PİŞİK 35 SM' },
      { kind: 'box', color: '#e91e63', label: 'PİŞİK' },
    ],
  },
  {
    name: 'Birdəfəlik şprislər 5 ml (100 ədəd)',
    description:
      'Steril, iynəli birdəfəlik şprislər; baytarlıq klinikaları və fermalarda inyeksiyalar üçün. Qutuda 100 ədəd, hər biri ayrıca qablaşdırılıb. İynə ölçüsü 22G. İstifadədən sonra xüsusi tullantı qabına atın.',
    category: 'Digər',
    offerPrice: 9,
    inStock: true,
    art: [
      { kind: 'syringe', color: '#0097a7', label: '5 ML' },
      { kind: 'box', color: '#0097a7', label: 'ŞPRİS 5 ML' },
    ],
  },
  {
    name: 'Avtomatik baytar şprisi 50 ml',
    description:
      'Kütləvi peyvəndləmə və qurdqovma üçün dozası tənzimlənən çoxdəfəlik avtomatik şpris. Həcmi 50 ml, doza 0,5–5 ml arasında seçilir; flakona birbaşa qoşulur. Metal gövdəsi sterilizasiyaya davamlıdır. Hər istifadədən sonra yuyub qaynar suda dezinfeksiya edin.',
    category: 'Digər',
    offerPrice: 38,
    inStock: false,
    art: [
      { kind: 'syringe', color: '#455a64', label: 'AVTO 50 ML' },
      { kind: 'box', color: '#455a64', label: 'AVTO ŞPRİS' },
    ],
  },
  {
    name: 'Antiparazitar şampun 250 ml (it və pişiklər üçün)',
    description:
      'Birə, bit və gənələri məhv edən, dərini yumşaldan və qaşınmanı azaldan şampun. Şüşədə 250 ml. Tükü isladıb şampunu köpükləndirin, 5 dəqiqə saxlayıb bol su ilə yuyun. Gözə və ağıza düşməsindən qoruyun; 2 aylıqdan kiçik balalarda istifadə etməyin.',
    category: 'Digər',
    offerPrice: 7.9,
    inStock: true,
    art: [
      { kind: 'bottle', color: '#7e57c2', label: 'ŞAMPUN' },
      { kind: 'tube', color: '#7e57c2', label: 'ŞAMPUN' },
    ],
  },
  {
    name: 'Gənə və birəyə qarşı sprey 200 ml',
    description:
      'İt və pişiklərin tükünə, həmçinin yataq yerlərinə tətbiq olunan antiparazitar sprey. Flakonda 200 ml. Tükün əksi istiqamətində 20–30 sm məsafədən, 1 kq çəkiyə 2–4 basma hesabı ilə çiləyin. Tətbiqdən sonra heyvanın özünü yalamasına imkan verməyin.',
    category: 'Digər',
    offerPrice: 10.5,
    inStock: true,
    art: [{ kind: 'spray', color: '#43a047', label: 'GƏNƏ SPREY' }],
  },
  {
    name: 'Qulaq nişanları, sarı (100 ədəd)',
    description:
      'İribuynuzlu heyvanların qeydiyyatı və identifikasiyası üçün nömrələnmiş poliuretan qulaq nişanları. Qutuda 100 dəst (erkək və dişi hissə). Xüsusi aplikator ilə taxılır; günəşə və şaxtaya davamlıdır. Nömrələrin ardıcıllığı sifariş zamanı razılaşdırıla bilər.',
    category: 'Digər',
    offerPrice: 24,
    inStock: true,
    art: [
      { kind: 'box', color: '#fbc02d', label: 'NİŞAN 100' },
      { kind: 'bag', color: '#fbc02d', label: 'QULAQ NİŞANI' },
    ],
  },
  {
    name: 'Süd əvəzedici yem 25 kq (buzovlar üçün)',
    description:
      'Buzovların 5-ci gündən 8 həftəlik yaşa qədər yemləndirilməsi üçün süd tozu əsaslı əvəzedici yem; zülal, yağ, vitamin və minerallarla balanslaşdırılıb. Kisədə 25 kq. 125 q tozu 1 litr 40–45 °C suda həll edib gündə iki dəfə içirin. Ana südünü satışa yönəltmək istəyən təsərrüfatlar üçün qənaətli seçimdir.',
    category: 'Digər',
    offerPrice: 149,
    inStock: true,
    art: [
      { kind: 'bag', color: '#1976d2', label: 'SÜD 25 KQ' },
      { kind: 'sachet', color: '#1976d2', label: 'BUZOV SÜDÜ' },
    ],
  },
];

export const demoNews: DemoNews[] = [
  {
    title: 'Sumqayıtda yeni anbarımız istifadəyə verildi',
    description:
      'Şirkətimizin Sumqayıt şəhərində 1 200 kvadratmetrlik yeni anbarı fəaliyyətə başladı. Anbarda peyvəndlər və temperatura həssas dərmanlar üçün +2…+8 °C rejimli soyuducu kameralar quraşdırılıb.\n\nYeni anbar sayəsində Abşeron yarımadası və şimal bölgələrinə sifarişlər artıq növbəti iş günü çatdırılır. Topdan alıcılar anbardan məhsulu özləri də götürə bilərlər.',
    seen: true,
    daysAgo: 3,
    art: [
      { kind: 'box', color: '#1565c0', label: 'SUMQAYIT' },
      { kind: 'bag', color: '#2e7d32', label: 'ANBAR' },
    ],
  },
  {
    title: 'Gəncədə həkim-baytarlar üçün seminar',
    description:
      'Gəncə şəhərində regionun həkim-baytarları üçün "İribuynuzlu heyvanlarda parazitar xəstəliklərin müasir müalicəsi" mövzusunda seminar təşkil etdik. Tədbirdə 60-dan çox mütəxəssis iştirak etdi.\n\nSeminarda antiparazitar preparatların düzgün seçilməsi, dozalanması və müqavimətin qarşısının alınması müzakirə olundu. İştirakçılara sertifikatlar və nümunə məhsullar təqdim edildi.\n\nNövbəti seminar Lənkəranda keçiriləcək; qeydiyyat üçün bizimlə əlaqə saxlayın.',
    seen: true,
    daysAgo: 10,
    art: [
      { kind: 'vial', color: '#ad1457', label: 'SEMINAR' },
      { kind: 'box', color: '#00838f', label: 'GƏNCƏ' },
    ],
  },
  {
    title: 'Yaz peyvəndləmə mövsümü başlayır',
    description:
      'Otlaq mövsümü öncəsi heyvanların vaxtında peyvənd olunması və parazitlərdən təmizlənməsi xəstəliklərin qarşısını almağın ən etibarlı yoludur. Bu dövrdə peyvəndlər, avtomatik şprislər və qurdqovucu preparatlar üçün tələbat artır.\n\nFermerlərə sifarişlərini əvvəlcədən verməyi tövsiyə edirik. Peyvəndlər soyuq zəncir qorunmaqla, xüsusi termokonteynerlərdə çatdırılır. Peyvənd cədvəlini mütləq yerli həkim-baytarla razılaşdırın.',
    seen: true,
    daysAgo: 18,
    art: [
      { kind: 'vial', color: '#283593', label: 'PEYVƏND' },
      { kind: 'syringe', color: '#283593', label: 'YAZ' },
    ],
  },
  {
    title: 'Quşçuluq üçün yeni məhsullar anbarımızda',
    description:
      'Quşçuluq təsərrüfatları üçün çeşidimizi genişləndirdik: suda həll olan multivitamin tozları, elektrolit qarışıqları və qaraciyər qoruyucu məhlullar artıq satışdadır.\n\nYeni məhsullar istilik stresi, peyvənddən sonrakı bərpa və antibiotik kursundan sonra quşların sağlamlığını dəstəkləmək üçün nəzərdə tutulub. Ətraflı məlumatı məhsul səhifələrində tapa bilərsiniz.',
    seen: true,
    daysAgo: 25,
    art: [
      { kind: 'bag', color: '#f57c00', label: 'QUŞÇULUQ' },
      { kind: 'sachet', color: '#0288d1', label: 'YENİ' },
      { kind: 'bottle', color: '#6d4c41', label: 'HEPATO' },
    ],
  },
  {
    title: 'Novruz bayramı günlərində iş qrafiki',
    description:
      'Hörmətli müştərilər, Novruz bayramı münasibətilə sizi təbrik edirik! Bayram günlərində ofisimiz və anbarlarımız qeyri-iş günü rejimində işləyəcək.\n\nBu müddətdə saytda verilən sifarişlər qəbul olunur və bayramdan sonrakı ilk iş günü çatdırılacaq. Təcili hallarda növbətçi telefon nömrəmizlə əlaqə saxlaya bilərsiniz.',
    seen: true,
    daysAgo: 40,
    art: [{ kind: 'box', color: '#c62828', label: 'NOVRUZ' }],
  },
  {
    title: 'Regionlara çatdırılma xidmətimiz genişlənir',
    description:
      'Artıq Şəki, Quba, Lənkəran və Şamaxı rayonlarına da həftədə iki dəfə müntəzəm çatdırılma həyata keçiririk. Sifarişlər rayon mərkəzlərindəki baytarlıq apteklərinə və birbaşa fermalara çatdırılır.\n\nÖdəniş məhsulu təhvil alarkən nağd və ya kartla edilir. Çatdırılma günlərini öyrənmək üçün satış menecerlərimizlə əlaqə saxlayın.',
    seen: true,
    daysAgo: 55,
    art: [
      { kind: 'box', color: '#455a64', label: 'ÇATDIRILMA' },
      { kind: 'bag', color: '#1976d2', label: 'REGİONLAR' },
    ],
  },
  {
    title: 'Gənə mövsümü: ev heyvanlarınızı necə qorumalı',
    description:
      'Havalar isindikcə gənələrin aktivliyi artır və itlərdə piroplazmoz riski yüksəlir. Gəzintidən sonra heyvanın tükünü, xüsusilə qulaq, boyun və barmaq aralarını diqqətlə yoxlayın.\n\nAntiparazitar boyunluq, sprey və damcıları mövsüm başlamazdan əvvəl tətbiq edin. Gənə tapdıqda onu fırlatma hərəkəti ilə çıxarın və heyvanın vəziyyətini bir neçə gün izləyin.\n\nQızdırma, halsızlıq və ya iştahsızlıq müşahidə etsəniz, təcili həkim-baytara müraciət edin.',
    seen: true,
    daysAgo: 70,
    art: [
      { kind: 'collar', color: '#2e7d32', label: 'GƏNƏ STOP' },
      { kind: 'spray', color: '#43a047', label: 'GƏNƏYƏ QARŞI' },
    ],
  },
  {
    title: 'Caspian Agro sərgisində bizi ziyarət edin',
    description:
      'Şirkətimiz Bakıda keçiriləcək Caspian Agro beynəlxalq kənd təsərrüfatı sərgisində öz stendi ilə iştirak edəcək. Stendimizdə yeni baytarlıq preparatları və yem əlavələri təqdim olunacaq.\n\nSərgi günlərində stenddə verilən sifarişlərə xüsusi endirimlər tətbiq ediləcək. Stendin nömrəsi və dəqiq tarixlər tezliklə elan olunacaq.',
    seen: false,
    daysAgo: 1,
    art: [
      { kind: 'box', color: '#00695c', label: 'CASPIAN AGRO' },
      { kind: 'bag', color: '#558b2f', label: 'SƏRGİ' },
    ],
  },
  {
    title: 'Topdan alıcılar üçün yeni endirim proqramı',
    description:
      'Baytarlıq aptekləri və iri təsərrüfatlar üçün aylıq alış həcminə əsaslanan pilləli endirim proqramı hazırlayırıq. Proqram çərçivəsində daimi müştərilər fərdi qiymət təklifləri alacaq.\n\nŞərtlər hazırda yekunlaşdırılır və tezliklə bu səhifədə dərc ediləcək.',
    seen: false,
    daysAgo: 0,
    art: [{ kind: 'box', color: '#6a1b9a', label: 'TOPDAN' }],
  },
];
