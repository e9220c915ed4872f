/** Words of trade customers (issue 33) for the API, the services, e-mails and the seller panel, in
 * Azerbaijani. What a customer reads on a storefront page is in the catalogues
 * (domain/i18n/az|ru/business-text.ts and trade-price-text.ts, docs/i18n.md); COMPANY_MSG builds
 * its customer answers from them with `fill` (no compiler), so the API answers the same words and a
 * Russian page shows the Russian (decision 0113). The seller's own words: domain/i18n/az-only/trade-seller-text.ts. */
import { fill } from '../i18n/fill.ts';
import * as az from '../i18n/az/business-text.ts';

export const { COMPANY_TYPE_LABEL } = az;

const M = az.BUSINESS_MSG;

export const COMPANY_MSG = {
  ...M,
  legalName: az.BUSINESS_UI.fields.legalName,
  legalAddress: az.BUSINESS_UI.fields.legalAddress,
  licenceNumber: az.BUSINESS_UI.fields.licenceNumber,
  licenceFileTooBig: (mb: number) => fill(M.licenceFileTooBig, mb),
  inviteSent: (email: string) => fill(M.inviteSent, email),
  joined: (name: string) => fill(M.joined, name),
  inviteRevoked: (email: string) => fill(M.inviteRevoked, email),
  // the seller's answers
  companyNotFound: 'Şirkət tapılmadı.',
  groupNotFound: 'Müştəri qrupu tapılmadı.',
  groupRequired: 'Təsdiq üçün müştəri qrupunu seçin.',
  reasonRequired: 'İmtinanın səbəbini yazın: müraciət edən onu e-poçtda oxuyacaq.',
  badTransition: (from: string, to: string) => `“${from}” vəziyyətindəki şirkəti “${to}” etmək olmaz.`,
  approved: 'Şirkət təsdiqləndi, müraciət edənə e-poçt göndərildi.',
  rejected: 'Müraciət rədd edildi, müraciət edənə e-poçt göndərildi.',
  suspended: 'Şirkətin topdan alışı dayandırıldı.',
  noLicenceFile: 'Bu şirkətin lisenziya surəti yoxdur.',
  groupNameTaken: 'Bu adda müştəri qrupu artıq var.',
  groupName: 'Qrupun adı',
  groupSaved: 'Müştəri qrupu yadda saxlanıldı.',
  /** A renewed licence the seller records (decision 0122). */
  licenceRenewed: 'Yenilənmiş lisenziya yadda saxlanıldı.',
  licenceRenewalNeeds: 'Yenilənmiş lisenziyanın nömrəsini, bitmə tarixini və surətini (PDF və ya şəkil) verin.',
  licenceRenewalExpired: 'Bu tarix artıq keçib: yenilənmiş lisenziyanın bitmə tarixini yazın.',
} as const;
