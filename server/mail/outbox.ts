/** The outbox: a mail is a row written in the caller's transaction, so it is
 * sent only if what it reports was committed, and never delays or fails it. */
import type { MailAttachmentRef } from '../../domain/invoices/types.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachmentRef[] };

/** `db` may be a transaction handle. Wake the mailer after the commit
 * (`wakeMailers()`), or the next poll picks the row up. */
export async function enqueueMail(db: Pick<Db, 'insert'>, mail: Mail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/** Several mails in one insert (a new order's notice and confirmation: one round trip). */
export async function enqueueMails(db: Pick<Db, 'insert'>, mails: Mail[]): Promise<void> {
  if (!mails.length) return;
  await db.insert(outbox).values(
    mails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })),
  );
}
