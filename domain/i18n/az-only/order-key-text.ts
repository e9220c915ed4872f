/** The words of placing an order once (issue 32 item 4, decision 0079): the API's
 * `Idempotency-Key` and the cart form's order token. */
export const ORDER_KEY_TEXT = {
  badKey: 'Idempotency-Key düzgün deyil: 1–255 simvol (ASCII), dırnaq içində və ya dırnaqsız.',
  inFlight: 'Bu Idempotency-Key ilə göndərilən sifariş hələ işlənir. Bir az sonra eyni sorğunu təkrar göndərin.',
  otherBody:
    'Bu Idempotency-Key artıq başqa sifariş sorğusu üçün istifadə olunub. Yeni sifariş üçün yeni açar göndərin.',
  cartOrdered:
    'Bu səbətdən sifariş artıq verilib: səbətiniz boşdur. Sifarişinizi "Sifarişlərim" bölməsində görə bilərsiniz.',
  headerDoc:
    'Makes the call happen once (draft-ietf-httpapi-idempotency-key-header): a unique key per order attempt, 1–255 ASCII characters, as a structured-field string ("…") or bare. Scoped to the customer and kept 24 hours: the same key with the same body answers the first result again (201, header `Idempotent-Replayed: true`), with another body 422, while the first request with it is still being processed 409. A refused request (4xx) keeps no key: it may be retried with the same key.',
} as const;
