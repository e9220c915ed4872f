/** The e-mails of a company's application and invitations (issue 33), in the language the
 * addressee reads the shop in (issue 36 item 4): the applicant's chosen language, and for an
 * invited colleague, who may have no account yet, the inviting owner's. */
import type { Lang } from '../i18n/lang.ts';
import { textsIn } from '../i18n/texts-in.ts';

type MailText = { subject: string; text: string };

export function approvedMail(lang: Lang, company: string, group: string, shopUrl: string): MailText {
  const { BUSINESS_MAIL: M } = textsIn(lang);
  return { subject: M.approvedSubject(company), text: M.approvedText(company, group, shopUrl) };
}

export function rejectedMail(lang: Lang, company: string, reason: string, phone: string): MailText {
  const { BUSINESS_MAIL: M } = textsIn(lang);
  return { subject: M.rejectedSubject(company), text: M.rejectedText(company, reason, phone) };
}

export function inviteMail(lang: Lang, company: string, inviter: string, link: string, days: number): MailText {
  const { BUSINESS_MAIL: M } = textsIn(lang);
  return { subject: M.inviteSubject(company), text: M.inviteText(inviter, company, link, days) };
}
