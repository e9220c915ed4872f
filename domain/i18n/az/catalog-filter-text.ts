/** Words of the catalogue's filters (decision 0043). */
export const FILTER_TEXT = {
  title: 'Süzgəclər',
  open: 'Süzgəclər',
  apply: 'Tətbiq et',
  clear: 'Süzgəcləri təmizlə',
  species: 'Heyvan növü',
  substances: 'Təsir edən maddə',
  manufacturers: 'İstehsalçı',
  prescription: 'Resept',
  noWithdrawal: 'Gözləmə müddəti',
  rx: 'Resept tələb olunur',
  otc: 'Reseptsiz',
  meat: 'Ət üçün gözləmə yoxdur',
  milk: 'Süd üçün gözləmə yoxdur',
  empty: 'Bu süzgəclərə uyğun məhsul yoxdur.',
  removeHint: 'Bunlardan birini götürün:',
  /** a long list's values past the first few, folded: "Daha çox (12)" */
  more: 'Daha çox',
  remove: '"{0}" süzgəcini götür',
} as const;
