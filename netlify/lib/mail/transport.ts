import nodemailer from 'nodemailer';
import { mailFrom, smtpUrl } from './mail-config';

/** A mail's content: subject, both parts and its files. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments: readonly { filename: string; contentType: string; content: Uint8Array }[];
}

/** One mail as the outbox hands it to SMTP. */
export interface OutgoingMail extends MailContent {
  to: readonly string[];
}

/**
 * Short timeouts: a send runs inside a function (the action's own, or the retry job's 30 s); a server that does not
 * answer leaves the mail in the outbox for the next try instead of holding the caller.
 */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** Sends one mail through SMTP_URL; rejects with the server's or the network's error. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const transport = nodemailer.createTransport({ url: smtpUrl(), ...TIMEOUTS });
  try {
    await transport.sendMail({
      from: mailFrom(),
      to: [...mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      textEncoding: 'base64',
      attachments: mail.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: Buffer.from(content),
      })),
    });
  } finally {
    transport.close();
  }
}
