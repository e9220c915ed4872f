/** The message a WhatsApp chat with the shop opens with, typed in already (issue 43 item 2). */
export const WHATSAPP = {
  /** {0}: the product's name, {1}: its address. */
  productMessage: 'Salam! "{0}" məhsulu ilə maraqlanıram: {1}',
  /** {0}: the order's number. */
  orderMessage: 'Salam! Sifariş № {0} barədə yazıram.',
} as const;
