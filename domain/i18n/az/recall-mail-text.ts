/** The recall message a customer gets in the order's language (issue 41 item 5, decision 0114):
 * {0} product, {1} batch, {2} expiry, {3} the order numbers. */
export const RECALL_MAIL = {
  subject: 'Geri çağırış: {0}, seriya {1}',
  text: 'Hörmətli müştəri,\n\n{3} nömrəli sifarişinizlə aldığınız "{0}" məhsulunun {1} seriyası (son istifadə tarixi {2}) geri çağırılır. Xahiş edirik, bu seriyanı istifadə etməyin və bizimlə əlaqə saxlayın: onu dəyişəcək və ya pulunu qaytaracağıq.\n\nVetAqro',
} as const;
