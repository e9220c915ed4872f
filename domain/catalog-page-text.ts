/** The product lists' words (/products, a category, a search): apart from storefront-text.ts
 * so that a product page's JavaScript does not carry them. */
export const CATALOG_UI = {
  allProducts: 'Bütün məhsullar',
  searchResults: (q: string) => `“${q}” üzrə axtarış nəticələri`,
  noResultsHint: (q: string) =>
    `“${q}” adlı məhsul tapmadıq. Yazılışı yoxlayın və ya sözün bir hissəsini yazın: “ivermektin” əvəzinə “iverm”. Kateqoriyalara da baxa bilərsiniz.`,
  noResultsCall: 'Axtardığınızı tapmadınız? Bizə zəng edin:',
  viewAllProducts: 'Bütün məhsullara bax',
} as const;
