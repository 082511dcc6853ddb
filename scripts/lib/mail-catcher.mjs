/**
 * The local mail catcher `npm start` runs when SMTP_URL is unset: MailDev (SMTP on MAILDEV_SMTP_PORT, default 1025;
 * its inbox in the browser and its REST API, `GET /email`, on MAILDEV_WEB_PORT, default 1080), both on 127.0.0.1.
 * The site's SMTP_URL then names it, for the functions and the outbox job alike. When the SMTP port is taken (most
 * likely by another `npm start`'s catcher), that one keeps it and gets the mail; say so rather than fail.
 */
import { createServer } from 'node:net';
import { spawnGroup } from './run-command.mjs';

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Starts MailDev unless SMTP_URL is set; sets SMTP_URL for the children started after it. */
export async function startMailCatcher() {
  if (process.env.SMTP_URL) {
    console.log('start: mail goes to SMTP_URL (no local mail catcher)');
    return null;
  }
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT || 1025);
  const webPort = Number(process.env.MAILDEV_WEB_PORT || 1080);
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  if (!(await portFree(smtpPort))) {
    console.log(`start: port ${smtpPort} is taken (another mail catcher?): the site's mail goes there`);
    return null;
  }
  const args = ['--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1'];
  const catcher = spawnGroup('maildev', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`start: mail the site sends is caught at http://127.0.0.1:${webPort} (SMTP ${smtpPort})`);
  return catcher;
}
