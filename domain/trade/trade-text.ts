/** Words of trade customers (issue 33): companies, customer groups, e-mails and the seller's pages; the
 * product page's and cart's words are in trade-price-text.ts, re-exported here. */
export { TRADE_PRICE_UI, TRADE_QUANTITY_MSG, TRADE_RULES_MSG } from './trade-price-text.ts';

export const TRADE_RX_MSG = {
  /** Before the prescription refusal, for a clinic or pharmacy whose licence does not cover the order. */
  licenceExpired: (day: string) =>
    `Şirkətinizin baytarlıq lisenziyasının müddəti ${day} tarixində bitib, ona görə reseptli dərman üçün resept lazımdır. Yenilənmiş lisenziyanı bizə göndərin.`,
  noLicence: 'Şirkətinizin lisenziyası qeydə alınmayıb, ona görə reseptli dərman üçün resept lazımdır.',
} as const;

export const COMPANY_TYPE_LABEL = {
  clinic: 'Baytarlıq klinikası',
  pharmacy: 'Baytarlıq apteki',
  farm: 'Ferma',
  petshop: 'Pet-şop',
  other: 'Digər',
} as const;

export const COMPANY_STATUS_LABEL = {
  pending: 'Baxılır',
  approved: 'Təsdiqlənib',
  rejected: 'Rədd edilib',
  suspended: 'Dayandırılıb',
} as const;

export const COMPANY_MSG = {
  voenRequired: 'VÖEN daxil edin.',
  voenFormat: 'VÖEN 10 rəqəmdən ibarətdir və 1 və ya 2 ilə bitir (məs. 1400123451).',
  voenTaken: 'Bu VÖEN ilə artıq müraciət var. Sualınız varsa, bizə zəng edin.',
  legalName: 'Şirkətin hüquqi adı',
  legalAddress: 'Hüquqi ünvan',
  phoneRequired: 'Telefon nömrəsini daxil edin.',
  phoneInvalid: 'Telefon nömrəsi düzgün deyil (məs. 012 404 12 34).',
  typeRequired: 'Fəaliyyət növünü seçin.',
  licenceNumber: 'Baytarlıq lisenziyasının nömrəsi',
  licenceNeeded: 'Klinika və aptek üçün baytarlıq lisenziyasının nömrəsi, bitmə tarixi və surəti tələb olunur.',
  licenceExpiresInvalid: 'Lisenziyanın bitmə tarixini GG.AA.İİİİ və ya İİİİ-AA-GG şəklində yazın.',
  licenceExpired: 'Lisenziyanın müddəti bitib. Yenilənmiş lisenziya ilə müraciət edin.',
  licenceFileNeeded: 'Lisenziyanın surətini (PDF və ya şəkil) əlavə edin.',
  licenceFileType: 'Lisenziyanın surəti PDF və ya şəkil (JPEG, PNG, WebP) olmalıdır.',
  licenceFileTooBig: (mb: number) => `Lisenziyanın surəti ${mb} MB-dan böyük ola bilməz.`,
  alreadyMember: 'Hesabınız artıq bir şirkətə bağlıdır.',
  applied: 'Müraciətiniz qəbul olundu. Baxıldıqdan sonra sizə e-poçt göndərəcəyik.',
  companyNotFound: 'Şirkət tapılmadı.',
  groupNotFound: 'Müştəri qrupu tapılmadı.',
  groupRequired: 'Təsdiq üçün müştəri qrupunu seçin.',
  reasonRequired: 'İmtinanın səbəbini yazın: müraciət edən onu e-poçtda oxuyacaq.',
  badTransition: (from: string, to: string) => `“${from}” vəziyyətindəki şirkəti “${to}” etmək olmaz.`,
  approved: 'Şirkət təsdiqləndi, müraciət edənə e-poçt göndərildi.',
  rejected: 'Müraciət rədd edildi, müraciət edənə e-poçt göndərildi.',
  suspended: 'Şirkətin topdan alışı dayandırıldı.',
  noLicenceFile: 'Bu şirkətin lisenziya surəti yoxdur.',
  notCompanyOwner: 'Həmkarları yalnız şirkətin təsdiqlənmiş hesabının sahibi dəvət edə bilər.',
  inviteSent: (email: string) => `${email} ünvanına dəvət göndərildi.`,
  inviteInvalid: 'Dəvət linki etibarsızdır və ya vaxtı keçib. Həmkarınızdan yeni dəvət istəyin.',
  inviteEmailMismatch: 'Dəvət başqa e-poçt ünvanına göndərilib. Həmin ünvanla daxil olun.',
  joined: (name: string) => `Siz “${name}” şirkətinə qoşuldunuz.`,
  groupNameTaken: 'Bu adda müştəri qrupu artıq var.',
  groupName: 'Qrupun adı',
  groupSaved: 'Müştəri qrupu yadda saxlanıldı.',
} as const;

/** E-mails to the applicant and the invited colleague. */
export const COMPANY_MAIL = {
  approved: (company: string, group: string, shopUrl: string) => ({
    subject: `“${company}” topdan alıcı kimi təsdiqləndi`,
    text: `Salam!\n\n“${company}” şirkətinin müraciəti təsdiqləndi (qrup: ${group}). Hesabınıza daxil olduqda saytda, səbətdə və sifarişlərdə öz qiymətlərinizi görəcəksiniz.\n\nHəmkarlarınızı “Hesabım” səhifəsindən dəvət edə bilərsiniz.\n\n${shopUrl}`,
  }),
  rejected: (company: string, reason: string, phone: string) => ({
    subject: `“${company}” müraciəti rədd edildi`,
    text: `Salam!\n\nTəəssüf ki, “${company}” şirkətinin topdan alıcı müraciəti rədd edildi.\n\nSəbəb: ${reason}\n\nSənədləri düzəldib yenidən müraciət edə bilərsiniz. Sualınız varsa, zəng edin: ${phone}`,
  }),
  invite: (company: string, inviter: string, link: string, days: number) => ({
    subject: `“${company}” sizi topdan alış hesabına dəvət edir`,
    text: `Salam!\n\n${inviter} sizi “${company}” şirkətinin topdan alış hesabına dəvət edir. Qoşulmaq üçün bu linki açın və daxil olun (hesabınız yoxdursa, qeydiyyatdan keçin):\n\n${link}\n\nLink ${days} gün etibarlıdır və bir dəfə işləyir.`,
  }),
} as const;

/** The customer's business page (/account/business) and the link to it from /account. */
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
  pending: (name: string) => `“${name}” müraciətinə baxılır. Qərar barədə e-poçtla xəbər verəcəyik.`,
  rejected: (reason: string) => `Müraciət rədd edilib. Səbəb: ${reason}`,
  suspended:
    'Şirkətinizin topdan alışı dayandırılıb: hazırda pərakəndə qiymətlərlə alırsınız. Ətraflı məlumat üçün bizə zəng edin.',
  approved: (group: string) => `Şirkətiniz təsdiqlənib. Qiymət qrupunuz: ${group}.`,
  companyTitle: 'Şirkət',
  licenceUntil: (day: string) => `Lisenziya ${day} tarixinədək etibarlıdır`,
  peopleTitle: 'Şirkətin əməkdaşları',
  owner: 'sahib',
  member: 'əməkdaş',
  inviteTitle: 'Həmkarı dəvət et',
  inviteEmail: 'Həmkarın e-poçtu',
  invite: 'Dəvət göndər',
  inviteHint: 'Həmkarınız öz e-poçtu ilə daxil olub linki açdıqda şirkətə qoşulacaq. Link 7 gün etibarlıdır.',
  joinTitle: 'Şirkətə qoşulmaq',
  join: 'Qoşul',
  joinLead: (email: string) => `Dəvət ${email} ünvanına göndərilən linklə qəbul olunur.`,
} as const;

/** The seller's pages of trade customers. */
export const SELLER_TRADE_UI = {
  companies: 'Şirkətlər',
  company: 'Şirkət',
  groups: 'Müştəri qrupları',
  noCompanies: 'Bu seçimə uyğun şirkət yoxdur.',
  allStatuses: 'Bütün vəziyyətlər',
  allTypes: 'Bütün növlər',
  allGroups: 'Bütün qruplar',
  search: 'Ad və ya VÖEN',
  filter: 'Göstər',
  status: 'Vəziyyət',
  type: 'Növ',
  group: 'Qrup',
  voen: 'VÖEN',
  appliedAt: 'Müraciət tarixi',
  licence: 'Lisenziya',
  licenceFile: 'Lisenziyanın surətinə bax',
  noLicence: 'Lisenziya yoxdur',
  licenceExpires: (day: string) => `bitmə tarixi: ${day}`,
  legalAddress: 'Hüquqi ünvan',
  phone: 'Telefon',
  people: 'Əməkdaşlar',
  orders: 'Son sifarişlər',
  noOrders: 'Hələ sifariş yoxdur.',
  totals: 'Alış',
  thisMonth: 'Bu ay',
  thisYear: 'Bu il',
  approve: 'Təsdiqlə',
  chooseGroup: 'Qiymət qrupu',
  reject: 'Rədd et',
  rejectReason: 'İmtinanın səbəbi (müraciət edənə göndəriləcək)',
  suspend: 'Dayandır',
  reinstate: 'Bərpa et',
  rejectReasonShown: (reason: string) => `İmtinanın səbəbi: ${reason}`,
  newGroup: 'Yeni qrup',
  groupName: 'Qrupun adı',
  cataloguePercent: 'Bütün kataloqa endirim, %',
  categoryPercent: (category: string) => `${category}: endirim, %`,
  save: 'Yadda saxla',
  companyCount: (n: number) => `${n} şirkət`,
  noGroups: 'Hələ müştəri qrupu yoxdur. Şirkətləri təsdiqləmək üçün əvvəlcə qrup yaradın.',
  pendingCount: (n: number) => `${n} müraciət gözləyir`,
  productTerms: 'Məhsulun qrup qiyməti',
  productTermsLead:
    'Məhsulu SKU və ya barkodla tapın, seçilmiş qrup üçün öz qiymətini, həcm endirimlərini və miqdar qaydasını yazın.',
  productCode: 'SKU və ya barkod',
  find: 'Tap',
  productNotFound: 'Bu kodla məhsul tapılmadı.',
  listPrice: (price: string) => `Pərakəndə qiymət: ${price}`,
  groupPrice: 'Qrup qiyməti, ₼ (boş: faizlə)',
  breakFrom: (n: number) => `${n}-ci endirim: neçə ədəddən`,
  breakPrice: (n: number) => `${n}-ci endirim: qiymət, ₼`,
  minimum: 'Minimum, ədəd',
  increment: 'Qutu sayı (artım), ədəd',
  maximum: 'Bir sifarişdə maksimum, ədəd',
  loadFailed: 'Şirkətləri yükləmək alınmadı. Səhifəni yeniləyin.',
  groupsLoadFailed: 'Müştəri qruplarını yükləmək alınmadı. Səhifəni yeniləyin.',
  decisions: 'Qərar',
  backToList: 'Şirkətlərin siyahısı',
} as const;
