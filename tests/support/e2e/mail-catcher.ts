/**
 * The browser tests' mail catcher: the MailDev their server starts (scripts/lib/mail-catcher.mjs), on ports of its
 * own so that it runs beside a developer's `npm start` (1025 and 1080): E2E_MAILDEV_SMTP_PORT (1026) and
 * E2E_MAILDEV_WEB_PORT (1081).
 */
export const mailCatcherSmtpPort = Number(process.env.E2E_MAILDEV_SMTP_PORT ?? 1026);
export const mailCatcherWebPort = Number(process.env.E2E_MAILDEV_WEB_PORT ?? 1081);
export const mailCatcherURL = `http://127.0.0.1:${mailCatcherWebPort}`;

export interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { fileName?: string; generatedFileName?: string }[];
}

/** The mails to `address` whose subject matches, polling the catcher's REST API for up to 10 s. */
export async function mailTo(address: string, subject: RegExp): Promise<{ mail: CaughtMail; waitedMs: number }> {
  const started = Date.now();
  for (;;) {
    const all = (await (await fetch(`${mailCatcherURL}/email`)).json()) as CaughtMail[];
    const mail = all.filter((m) => m.to.some((to) => to.address === address) && subject.test(m.subject)).at(-1);
    if (mail) return { mail, waitedMs: Date.now() - started };
    if (Date.now() - started > 10_000) throw new Error(`no mail "${subject}" to ${address} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
