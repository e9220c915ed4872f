/** The policy pages' titles and descriptions (issue 25); their bodies are the seller's settings. */
import { UI } from './storefront-text.ts';

export const POLICY_TEXT = {
  terms: {
    title: UI.termsLink,
    description: 'Satıcı, qiymətlər, çatdırılma, ödəniş, sifarişin mərhələləri və səhvlərin düzəldilməsi.',
    seller: 'Satıcı',
    zones: 'Çatdırılma zonaları və haqları',
    minOrder: 'Minimum sifariş məbləği: {0}.',
    zoneColumns: ['Zona', 'Haqqı', 'Pulsuz', 'Müddət', 'Ödəniş'],
    never: '—',
    from: '{0} və yuxarı',
  },
  returns: {
    title: UI.returnsLink,
    description: 'Məhsulun qaytarılması, dəyişdirilməsi və sifarişdən imtina qaydaları.',
  },
} as const;
