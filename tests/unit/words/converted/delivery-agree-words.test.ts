/** The words of a delivery "to be agreed", now in the catalogue (issue 43 item 2): the seller's in
 * AZ_ONLY DELIVERY_AGREE_SELLER, the customer's in DELIVERY_AGREE; the literals are what the old
 * domain/delivery/delivery-agree-text.ts said. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the words of a delivery to be agreed', () => {
  const { DELIVERY_AGREE, DELIVERY_AGREE_SELLER: S } = textsIn('az');

  it('tell the seller what they told', () => {
    expect(S.mark).toBe('Çatdırılma razılaşdırılmalıdır');
    expect(S.setTitle).toBe('Çatdırılmanı təyin edin');
    expect(S.setLead).toBe(
      'Ünvan heç bir zonaya uyğun gəlmədi. Zonanı seçin; haqqı boş qoysanız, zonanın haqqı (və pulsuz həddi) tətbiq olunur. Tamamlanana qədər təyin edilməsə, çatdırılma 0 ₼ sayılır.',
    );
    expect(S.zone).toBe('Zona');
    expect(S.feeLabel).toBe('Çatdırılma haqqı, ₼ (istəyə görə)');
    expect(S.save).toBe('Yadda saxla');
    expect(S.saved).toBe('Çatdırılma təyin edildi; müştəriyə yekun məbləğ göndərildi.');
    expect(S.failed).toBe('Çatdırılmanı təyin edərkən xəta baş verdi.');
    expect(S.historySet).toBe('Çatdırılma təyin edildi');
    expect(S.historySettled).toBe('Çatdırılma haqqı təyin edilmədi: tamamlananda 0 ₼ sayıldı');
    expect(S.notNow).toBe(
      'Çatdırılmanı yalnız gözləmədə olan sifarişdə, qəbul edilmiş sifarişdə isə haqqı hələ razılaşdırılmayıbsa təyin etmək olar.',
    );
  });

  it('keep the customer’s words the seller’s pages showed', () => {
    expect(DELIVERY_AGREE.fee).toBe('Razılaşdırılacaq');
    expect(DELIVERY_AGREE.goodsTotal).toBe('Cəmi (çatdırılmasız)');
    expect(DELIVERY_AGREE.settledFee).toBe('Razılaşdırılmadı — ödənişsiz');
  });
});
