/** The staff's words, now in the catalogue (AZ_ONLY, issue 43 item 2), say exactly what the old
 * functions of domain/staff/staff-text.ts said: the literals are their output. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';

describe('the staff’s words', () => {
  const { STAFF_TEXT, STAFF_MAIL, AUDIT_TEXT, ROLE_LABEL, FIELD_LABEL } = textsIn('az');

  it('format as the functions did', () => {
    expect(STAFF_TEXT.invited('a@b.az')).toBe('Dəvət a@b.az ünvanına göndərildi.');
    expect(STAFF_TEXT.removeQuestion('a@b.az')).toBe('a@b.az işçisi silinsin? Bütün seansları bağlanacaq.');
    expect(STAFF_TEXT.setPasswordHint('a@b.az')).toBe('a@b.az hesabı üçün şifrə seçin.');
    expect(STAFF_TEXT.passwordShort).toBe('Şifrə ən azı 10 simvol olmalıdır.');
    expect(AUDIT_TEXT.found(1234)).toBe('1234 yazı');
  });

  it('write the staff’s mails as the functions did', () => {
    expect(STAFF_MAIL.inviteSubject('VetAqro')).toBe('VetAqro: satıcı panelinə dəvət');
    expect(STAFF_MAIL.inviteText(ROLE_LABEL.manager, 'https://x.az/seller/invite/abc', 'VetAqro')).toBe(
      'Salam!\n\nVetAqro satıcı panelinə "Menecer" vəzifəsi ilə dəvət olunmusunuz.\nŞifrənizi təyin etmək üçün bu keçidi açın (72 saat etibarlıdır, yalnız bir dəfə işləyir):\nhttps://x.az/seller/invite/abc\n\nDəvəti gözləmirdinizsə, məktubu nəzərə almayın.',
    );
    expect(STAFF_MAIL.newDeviceSubject('VetAqro')).toBe('VetAqro: yeni cihazdan giriş');
    expect(STAFF_MAIL.newDeviceText('29.11.2026 07:00', '10.0.0.1', 'Firefox')).toBe(
      'Salam!\n\nSatıcı panelinə hesabınızla yeni cihazdan daxil olundu: 29.11.2026 07:00, ünvan 10.0.0.1.\nCihaz: Firefox\n\nBu siz deyilsinizsə, dərhal şifrənizi dəyişin və mağazanın sahibinə xəbər verin.',
    );
    // the service passes this word when the browser named no device
    expect(STAFF_MAIL.newDeviceText('29.11.2026 07:00', '10.0.0.1', STAFF_MAIL.unknownDevice)).toBe(
      'Salam!\n\nSatıcı panelinə hesabınızla yeni cihazdan daxil olundu: 29.11.2026 07:00, ünvan 10.0.0.1.\nCihaz: naməlum\n\nBu siz deyilsinizsə, dərhal şifrənizi dəyişin və mağazanın sahibinə xəbər verin.',
    );
  });

  it('keeps its plain words and groups', () => {
    expect(ROLE_LABEL.owner).toBe('Sahib');
    expect(FIELD_LABEL.prescriptionChecked).toBe('Resept yoxlanılıb');
    expect(AUDIT_TEXT.actions['batch-swap']).toBe('Seriya dəyişdirildi');
    expect(AUDIT_TEXT.entities['customer-group']).toBe('Müştəri qrupu');
    expect(STAFF_TEXT.forbidden).toBe('Sizin vəzifənizin bu əməliyyata icazəsi yoxdur.');
  });
});
