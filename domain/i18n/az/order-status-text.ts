/** An order's status as its customer reads it (the order pages, the timeline), by the status's
 * key in domain/orders/order-status.ts ORDER_STATUS (the stored values stay the spec's Azerbaijani). */
export const ORDER_LABEL = {
  sent: 'Sifarişiniz göndərilib (Gözləmədə)',
  accepted: 'Sifarişiniz qəbul edildi',
  completed: 'Sifarişiniz tamamlandı',
  cancelled: 'Sifarişiniz ləğv edildi',
  /** The timeline's row when the seller set a delivery that was to be agreed (decision 0078). */
  deliverySet: 'Çatdırılma təyin edildi',
  /** Completed with the fee never set: the delivery is settled as 0 ₼ (decision 0120). */
  deliverySettled: 'Çatdırılma haqqı 0 ₼ sayıldı, məbləğ yekundur',
} as const;
