/** Mail (docs/architecture.md §Configuration): `enqueueMail` inside a transaction, `startMailer` once per app. */
export { enqueueMail, type Mail } from './outbox.ts';
export {
  startMailer,
  wakeMailers,
  retryDelayMs,
  MAX_ATTEMPTS,
  type Mailer,
  type MailerOptions,
  type MailLog,
} from './mailer.ts';
export { createMailTransport, sender, type MailTransport } from './transport.ts';
