/** The business account's words (issue 33): the application page (/account/business), the
 * invitation's join page and the answers a customer reads there. The API answers the same
 * Azerbaijani (textsIn('az'); domain/trade/company.ts reads this file raw for the browser); a
 * Russian page shows the Russian (decision 0113). */
export const BUSINESS_UI = {
  title: 'Topdan alış',
  lead: 'Klinika, aptek, ferma və pet-şoplar üçün: təsdiqdən sonra saytda öz qiymətlərinizi görür və sifarişi birbaşa verirsiniz.',
  accountLink: 'Topdan alış (şirkət hesabı)',
  accountLinkLead: 'Şirkət kimi müraciət edin, həmkarlarınızı dəvət edin.',
  applyTitle: 'Şirkət kimi müraciət',
  applyAgainTitle: 'Yenidən müraciət',
  apply: 'Müraciəti göndər',
  fields: {
    legalName: 'Şirkətin hüquqi adı',
    voen: 'VÖEN',
    type: 'Fəaliyyət növü',
    legalAddress: 'Hüquqi ünvan',
    phone: 'Telefon',
    licenceNumber: 'Baytarlıq lisenziyasının nömrəsi',
    licenceExpires: 'Lisenziyanın bitmə tarixi',
    licenceFile: 'Lisenziyanın surəti (PDF və ya şəkil, 10 MB-a qədər)',
  },
  voenHint: '10 rəqəm, məsələn 1400123451',
  chooseType: 'Seçin',
  licenceHint:
    'Klinika və aptek üçün mütləqdir: lisenziya etibarlı olduqca reseptli dərmanları reseptsiz sifariş edə bilərsiniz.',
  pending: '“{0}” müraciətinə baxılır. Qərar barədə e-poçtla xəbər verəcəyik.',
  rejected: 'Müraciət rədd edilib. Səbəb:',
  suspended:
    'Şirkətinizin topdan alışı dayandırılıb: hazırda pərakəndə qiymətlərlə alırsınız. Ətraflı məlumat üçün bizə zəng edin.',
  approved: 'Şirkətiniz təsdiqlənib. Qiymət qrupunuz: {0}.',
  companyTitle: 'Şirkət',
  /** The company's kind and tax number under its name: "Baytarlıq klinikası · VÖEN 1400123451". */
  typeAndVoen: '{0} · VÖEN {1}',
  licenceUntil: 'Lisenziya {0} tarixinədək etibarlıdır',
  peopleTitle: 'Şirkətin əməkdaşları',
  person: '{0} · {1} ({2, select, owner {sahib} other {əməkdaş}})',
  inviteTitle: 'Həmkarı dəvət et',
  inviteEmail: 'Həmkarın e-poçtu',
  invite: 'Dəvət göndər',
  inviteHint: 'Həmkarınız öz e-poçtu ilə daxil olub linki açdıqda şirkətə qoşulacaq. Link 7 gün etibarlıdır.',
  invitesTitle: 'Gözləyən dəvətlər',
  invitesNone: 'Gözləyən dəvət yoxdur.',
  inviteSentAt: 'Göndərilib: {0}',
  inviteExpiresAt: 'Etibarlıdır: {0} tarixinədək',
  revoke: 'Ləğv et',
  revokeOf: 'Ləğv et: {0}',
  joinTitle: 'Şirkətə qoşulmaq',
  join: 'Qoşul',
  joinLead: 'Dəvət {0} ünvanına göndərilən linklə qəbul olunur.',
} as const;

export const COMPANY_TYPE_LABEL = {
  clinic: 'Baytarlıq klinikası',
  pharmacy: 'Baytarlıq apteki',
  farm: 'Ferma',
  petshop: 'Pet-şop',
  other: 'Digər',
} as const;

/** The answers of the application and the invitations a customer reads (the API's words too). */
export const BUSINESS_MSG = {
  voenRequired: 'VÖEN daxil edin.',
  voenFormat: 'VÖEN 10 rəqəmdən ibarətdir və 1 və ya 2 ilə bitir (məs. 1400123451).',
  voenTaken: 'Bu VÖEN ilə artıq müraciət var. Sualınız varsa, bizə zəng edin.',
  phoneRequired: 'Telefon nömrəsini daxil edin.',
  phoneInvalid: 'Telefon nömrəsi düzgün deyil (məs. 012 404 12 34).',
  typeRequired: 'Fəaliyyət növünü seçin.',
  licenceNeeded: 'Klinika və aptek üçün baytarlıq lisenziyasının nömrəsi, bitmə tarixi və surəti tələb olunur.',
  licenceExpiresInvalid: 'Lisenziyanın bitmə tarixini GG.AA.İİİİ və ya İİİİ-AA-GG şəklində yazın.',
  licenceExpired: 'Lisenziyanın müddəti bitib. Yenilənmiş lisenziya ilə müraciət edin.',
  licenceFileNeeded: 'Lisenziyanın surətini (PDF və ya şəkil) əlavə edin.',
  licenceFileType: 'Lisenziyanın surəti PDF və ya şəkil (JPEG, PNG, WebP) olmalıdır.',
  licenceFileTooBig: 'Lisenziyanın surəti {0} MB-dan böyük ola bilməz.',
  alreadyMember: 'Hesabınız artıq bir şirkətə bağlıdır.',
  applied: 'Müraciətiniz qəbul olundu. Baxıldıqdan sonra sizə e-poçt göndərəcəyik.',
  notCompanyOwner: 'Həmkarları yalnız şirkətin təsdiqlənmiş hesabının sahibi dəvət edə bilər.',
  inviteSent: '{0} ünvanına dəvət göndərildi.',
  inviteInvalid:
    'Dəvət linki etibarsızdır: ləğv edilib, istifadə olunub və ya vaxtı keçib. Həmkarınızdan yeni dəvət istəyin.',
  inviteNotFound: 'Dəvət tapılmadı: artıq qəbul olunub və ya ləğv edilib.',
  inviteRevoked: '{0} ünvanına göndərilən dəvət ləğv edildi: link artıq işləmir.',
  inviteEmailMismatch: 'Dəvət başqa e-poçt ünvanına göndərilib. Həmin ünvanla daxil olun.',
  joined: 'Siz “{0}” şirkətinə qoşuldunuz.',
} as const;

/** E-mails to the applicant and the invited colleague, in the language they read the shop in. */
export const BUSINESS_MAIL = {
  approvedSubject: '“{0}” topdan alıcı kimi təsdiqləndi',
  /** {0}: the company, {1}: its price group, {2}: the shop's address. */
  approvedText:
    'Salam!\n\n“{0}” şirkətinin müraciəti təsdiqləndi (qrup: {1}). Hesabınıza daxil olduqda saytda, səbətdə və sifarişlərdə öz qiymətlərinizi görəcəksiniz.\n\nHəmkarlarınızı “Hesabım” səhifəsindən dəvət edə bilərsiniz.\n\n{2}',
  rejectedSubject: '“{0}” müraciəti rədd edildi',
  /** {0}: the company, {1}: the seller's reason, {2}: the shop's phone. */
  rejectedText:
    'Salam!\n\nTəəssüf ki, “{0}” şirkətinin topdan alıcı müraciəti rədd edildi.\n\nSəbəb: {1}\n\nSənədləri düzəldib yenidən müraciət edə bilərsiniz. Sualınız varsa, zəng edin: {2}',
  inviteSubject: '“{0}” sizi topdan alış hesabına dəvət edir',
  /** {0}: the inviting person, {1}: the company, {2}: the link, {3}: days it works. */
  inviteText:
    'Salam!\n\n{0} sizi “{1}” şirkətinin topdan alış hesabına dəvət edir. Qoşulmaq üçün bu linki açın və daxil olun (hesabınız yoxdursa, qeydiyyatdan keçin):\n\n{2}\n\nLink {3} gün etibarlıdır və bir dəfə işləyir.',
} as const;
