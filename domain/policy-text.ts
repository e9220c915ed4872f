/** The policy pages' titles and descriptions (issue 25); their bodies are the seller's settings. */
import { UI } from './storefront-text.ts';

export const POLICY_TEXT = {
  terms: {
    title: UI.termsLink,
    description: 'Satıcı, qiymətlər, çatdırılma, ödəniş, sifarişin mərhələləri və səhvlərin düzəldilməsi.',
    seller: 'Satıcı',
    zones: 'Çatdırılma zonaları və haqları',
    minOrder: (amount: string) => `Minimum sifariş məbləği: ${amount}.`,
    zoneColumns: ['Zona', 'Haqqı', 'Pulsuz', 'Müddət', 'Ödəniş'] as const,
    never: '—',
    from: (amount: string) => `${amount} və yuxarı`,
  },
  returns: {
    title: UI.returnsLink,
    description: 'Məhsulun qaytarılması, dəyişdirilməsi və sifarişdən imtina qaydaları.',
  },
};
