/** The trade customers' answers, now in the catalogue (issue 43 item 2), say exactly what the old
 * COMPANY_MSG of domain/trade/trade-text.ts said: the literals are its output. The customer's words
 * are BUSINESS_MSG (bilingual), the seller's COMPANY_SELLER_MSG (AZ_ONLY); domain/trade/company.ts
 * reads the same raw catalogues in the browser. */
import { describe, expect, it } from 'vitest';
import { textsIn } from '../../../../domain/i18n/texts-in.ts';
import { companyApplicationSchema, rejectSchema } from '../../../../domain/trade/company.ts';

describe('the trade customers’ answers', () => {
  const { BUSINESS_MSG: B, BUSINESS_UI, COMPANY_SELLER_MSG: S, COMPANY_TYPE_LABEL } = textsIn('az');

  it('format as the functions did', () => {
    expect(B.licenceFileTooBig(10)).toBe('Lisenziyanın surəti 10 MB-dan böyük ola bilməz.');
    expect(B.inviteSent('a@b.az')).toBe('a@b.az ünvanına dəvət göndərildi.');
    expect(B.joined('Vet MMC')).toBe('Siz “Vet MMC” şirkətinə qoşuldunuz.');
    expect(B.inviteRevoked('a@b.az')).toBe('a@b.az ünvanına göndərilən dəvət ləğv edildi: link artıq işləmir.');
    expect(S.badTransition('Baxılır', 'Dayandırılıb')).toBe(
      '“Baxılır” vəziyyətindəki şirkəti “Dayandırılıb” etmək olmaz.',
    );
  });

  it('keep the customer’s plain words', () => {
    expect(B.voenRequired).toBe('VÖEN daxil edin.');
    expect(B.voenFormat).toBe('VÖEN 10 rəqəmdən ibarətdir və 1 və ya 2 ilə bitir (məs. 1400123451).');
    expect(B.voenTaken).toBe('Bu VÖEN ilə artıq müraciət var. Sualınız varsa, bizə zəng edin.');
    expect(B.phoneRequired).toBe('Telefon nömrəsini daxil edin.');
    expect(B.phoneInvalid).toBe('Telefon nömrəsi düzgün deyil (məs. 012 404 12 34).');
    expect(B.typeRequired).toBe('Fəaliyyət növünü seçin.');
    expect(B.licenceNeeded).toBe(
      'Klinika və aptek üçün baytarlıq lisenziyasının nömrəsi, bitmə tarixi və surəti tələb olunur.',
    );
    expect(B.licenceExpiresInvalid).toBe('Lisenziyanın bitmə tarixini GG.AA.İİİİ və ya İİİİ-AA-GG şəklində yazın.');
    expect(B.licenceExpired).toBe('Lisenziyanın müddəti bitib. Yenilənmiş lisenziya ilə müraciət edin.');
    expect(B.licenceFileNeeded).toBe('Lisenziyanın surətini (PDF və ya şəkil) əlavə edin.');
    expect(B.licenceFileType).toBe('Lisenziyanın surəti PDF və ya şəkil (JPEG, PNG, WebP) olmalıdır.');
    expect(B.alreadyMember).toBe('Hesabınız artıq bir şirkətə bağlıdır.');
    expect(B.applied).toBe('Müraciətiniz qəbul olundu. Baxıldıqdan sonra sizə e-poçt göndərəcəyik.');
    expect(B.notCompanyOwner).toBe('Həmkarları yalnız şirkətin təsdiqlənmiş hesabının sahibi dəvət edə bilər.');
    expect(B.inviteInvalid).toBe(
      'Dəvət linki etibarsızdır: ləğv edilib, istifadə olunub və ya vaxtı keçib. Həmkarınızdan yeni dəvət istəyin.',
    );
    expect(B.inviteNotFound).toBe('Dəvət tapılmadı: artıq qəbul olunub və ya ləğv edilib.');
    expect(B.inviteEmailMismatch).toBe('Dəvət başqa e-poçt ünvanına göndərilib. Həmin ünvanla daxil olun.');
    expect(BUSINESS_UI.fields.legalName).toBe('Şirkətin hüquqi adı');
    expect(BUSINESS_UI.fields.legalAddress).toBe('Hüquqi ünvan');
    expect(BUSINESS_UI.fields.licenceNumber).toBe('Baytarlıq lisenziyasının nömrəsi');
  });

  it('keep the seller’s plain words', () => {
    expect(S.companyNotFound).toBe('Şirkət tapılmadı.');
    expect(S.groupNotFound).toBe('Müştəri qrupu tapılmadı.');
    expect(S.groupRequired).toBe('Təsdiq üçün müştəri qrupunu seçin.');
    expect(S.reasonRequired).toBe('İmtinanın səbəbini yazın: müraciət edən onu e-poçtda oxuyacaq.');
    expect(S.approved).toBe('Şirkət təsdiqləndi, müraciət edənə e-poçt göndərildi.');
    expect(S.rejected).toBe('Müraciət rədd edildi, müraciət edənə e-poçt göndərildi.');
    expect(S.suspended).toBe('Şirkətin topdan alışı dayandırıldı.');
    expect(S.noLicenceFile).toBe('Bu şirkətin lisenziya surəti yoxdur.');
    expect(S.groupNameTaken).toBe('Bu adda müştəri qrupu artıq var.');
    expect(S.groupName).toBe('Qrupun adı');
    expect(S.groupSaved).toBe('Müştəri qrupu yadda saxlanıldı.');
    expect(S.licenceRenewed).toBe('Yenilənmiş lisenziya yadda saxlanıldı.');
    expect(S.licenceRenewalNeeds).toBe(
      'Yenilənmiş lisenziyanın nömrəsini, bitmə tarixini və surətini (PDF və ya şəkil) verin.',
    );
    expect(S.licenceRenewalExpired).toBe('Bu tarix artıq keçib: yenilənmiş lisenziyanın bitmə tarixini yazın.');
  });

  it('keep the company kinds’ names', () => {
    expect(COMPANY_TYPE_LABEL).toEqual({
      clinic: 'Baytarlıq klinikası',
      pharmacy: 'Baytarlıq apteki',
      farm: 'Ferma',
      petshop: 'Pet-şop',
      other: 'Digər',
    });
  });

  it('are what the schemas the browser runs answer', () => {
    const noVoen = companyApplicationSchema.safeParse({
      legalName: 'Vet MMC',
      voen: '',
      type: 'farm',
      legalAddress: 'Bakı',
      phone: '0124041234',
    });
    expect(noVoen.error?.issues[0].message).toBe('VÖEN daxil edin.');
    expect(rejectSchema.safeParse({ reason: '' }).error?.issues[0].message).toBe(
      'İmtinanın səbəbini yazın: müraciət edən onu e-poçtda oxuyacaq.',
    );
  });
});
