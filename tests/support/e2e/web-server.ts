import { mailCatcherSmtpPort, mailCatcherWebPort } from './mail-catcher';

/**
 * The browser tests' server: the one `npm start` runs, on the built site, on E2E_PORT (8899), with netlify-cli's
 * internal static server on E2E_STATIC_PORT when given (else 3999 or any free port). Playwright starts it
 * (playwright.config.ts) unless `npm test` has already started it (scripts/test.ts), which says so with
 * E2E_SERVER_STARTED=1.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 8899);
export const baseURL = `http://127.0.0.1:${e2ePort}`;

const staticPort = process.env.E2E_STATIC_PORT ? ['--static-port', String(Number(process.env.E2E_STATIC_PORT))] : [];

/** `npm test` builds first; alone, run `npm run build` first. */
export const serverCommand = ['node', 'scripts/start.mjs', '--port', String(e2ePort), ...staticPort, '--skip-build'];

/** Its own mail catcher, beside any `npm start` running on this machine (and no SMTP_URL of the shell's). */
export const serverEnv = {
  SMTP_URL: '',
  MAILDEV_SMTP_PORT: String(mailCatcherSmtpPort),
  MAILDEV_WEB_PORT: String(mailCatcherWebPort),
};

/** Seeding and starting netlify serve take longer on a shared, loaded development machine. */
export const serverStartTimeoutMs = (process.env.CI ? 120 : 300) * 1000;

export const serverStartedOutside = process.env.E2E_SERVER_STARTED === '1';
