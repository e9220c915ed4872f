/** How a mail leaves: nodemailer over SMTP_URL, or, without it, an .eml file
 * under DATA_DIR/outbox/ (development needs no mail server; docs/architecture.md §Configuration).
 * The sender is MAIL_FROM, or else the shop's e-mail from its settings (the mailer passes it). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { SITE } from '../../domain/settings/site.ts';
import type { Config } from '../config.ts';
import type { Mail } from './outbox.ts';

/** A file a mail carries, rendered from the outbox row's references when it is sent. */
export type MailFile = { filename: string; content: Buffer; contentType: string };
export type OutgoingMail = Omit<Mail, 'attachments'> & { from?: string; attachments?: MailFile[] };
export type MailTransport = { send: (id: string, mail: OutgoingMail) => Promise<string>; close: () => void };

/** MAIL_FROM when the operator set one (a relay may accept only its own domain), else the shop's address. */
export function sender(config: Pick<Config, 'mailFrom'>, shopEmail: string): string {
  return config.mailFrom ?? `"${SITE.name}" <${shopEmail}>`;
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom'>): MailTransport {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const smtp = createTransport(config.smtpUrl);
    return {
      send: async (_id, mail) => {
        await smtp.sendMail({ from, ...mail });
        return 'smtp';
      },
      close: () => smtp.close(),
    };
  }
  const folder = path.join(config.dataDir, 'outbox');
  const writer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (id, mail) => {
      const info = await writer.sendMail({ from, ...mail });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${id}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => writer.close(),
  };
}
