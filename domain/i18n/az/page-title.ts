/** The 404 page's title and description, apart from the other page texts (decision 0020). */
export const NOT_FOUND_PAGE = { title: 'Səhifə tapılmadı', description: 'Axtardığınız səhifə mövcud deyil.' } as const;
