/** The product lists' words (/products, a category, a search). */
export const CATALOG_UI = {
  allProducts: 'Bütün məhsullar',
  searchResults: '“{0}” üzrə axtarış nəticələri',
  noResultsHint:
    '“{0}” adlı məhsul tapmadıq. Yazılışı yoxlayın və ya sözün bir hissəsini yazın: “ivermektin” əvəzinə “iverm”. Kateqoriyalara da baxa bilərsiniz.',
  noResultsCall: 'Axtardığınızı tapmadınız? Bizə zəng edin:',
  viewAllProducts: 'Bütün məhsullara bax',
} as const;
