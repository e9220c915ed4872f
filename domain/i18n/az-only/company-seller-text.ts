/** The seller's answers about trade customers' companies and groups (issue 33), for the API, the
 * services and the seller panel: Azerbaijani only (decision 0153). What a customer reads about
 * the business account (BUSINESS_MSG, COMPANY_TYPE_LABEL) is bilingual, in az|ru/business-text.ts;
 * the seller panel's labels are in trade-seller-text.ts. */
export const COMPANY_SELLER_MSG = {
  companyNotFound: 'Şirkət tapılmadı.',
  groupNotFound: 'Müştəri qrupu tapılmadı.',
  groupRequired: 'Təsdiq üçün müştəri qrupunu seçin.',
  reasonRequired: 'İmtinanın səbəbini yazın: müraciət edən onu e-poçtda oxuyacaq.',
  /** {0}: the company's status now, {1}: the one the seller asked for. */
  badTransition: '“{0}” vəziyyətindəki şirkəti “{1}” etmək olmaz.',
  approved: 'Şirkət təsdiqləndi, müraciət edənə e-poçt göndərildi.',
  rejected: 'Müraciət rədd edildi, müraciət edənə e-poçt göndərildi.',
  suspended: 'Şirkətin topdan alışı dayandırıldı.',
  noLicenceFile: 'Bu şirkətin lisenziya surəti yoxdur.',
  groupNameTaken: 'Bu adda müştəri qrupu artıq var.',
  groupName: 'Qrupun adı',
  groupSaved: 'Müştəri qrupu yadda saxlanıldı.',
  /** A renewed licence the seller records (decision 0122). */
  licenceRenewed: 'Yenilənmiş lisenziya yadda saxlanıldı.',
  /** The audit's new value of `licenceFile` when a renewed licence's scan is recorded. */
  newLicenceCopy: 'yeni surət',
  licenceRenewalNeeds: 'Yenilənmiş lisenziyanın nömrəsini, bitmə tarixini və surətini (PDF və ya şəkil) verin.',
  licenceRenewalExpired: 'Bu tarix artıq keçib: yenilənmiş lisenziyanın bitmə tarixini yazın.',
} as const;
