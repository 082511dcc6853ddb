import { site } from '../../../src/content/site';

/**
 * Where mail goes: SMTP_URL (smtp://user:pass@host:587, smtps://…:465; any provider's SMTP) and the sender MAIL_FROM.
 * Unset, mail goes to the local catcher `npm start` runs (MailDev on 127.0.0.1:1025): on Netlify that fails, stays
 * in the outbox and shows in /admin's list of mail that could not be sent, which is how staff learn it is unset.
 */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';

export const smtpUrl = (): string => process.env.SMTP_URL?.trim() || LOCAL_SMTP_URL;

export const mailFrom = (): string => process.env.MAIL_FROM?.trim() || `"${site.instituteName}" <${site.email}>`;
