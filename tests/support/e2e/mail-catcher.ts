/**
 * The browser tests' mail catcher: the MailDev their server starts (scripts/lib/mail-catcher.mjs), on ports of its
 * own so that it runs beside a developer's `npm start` (1025 and 1080): E2E_MAILDEV_SMTP_PORT (1026) and
 * E2E_MAILDEV_WEB_PORT (1081).
 */
export const mailCatcherSmtpPort = Number(process.env.E2E_MAILDEV_SMTP_PORT ?? 1026);
export const mailCatcherWebPort = Number(process.env.E2E_MAILDEV_WEB_PORT ?? 1081);
export const mailCatcherURL = `http://127.0.0.1:${mailCatcherWebPort}`;
