import { logError } from '../log';

/**
 * Demo mode: `npm start` and `npm run dev` set DEMO_MODE=1 (so do the tests). Only then do the demo credentials
 * work (the demo staff members, the demo card holder, the demo investors), does a missing SESSION_SECRET or
 * KEY_HASH_SECRET get a local one, and are loopback callers exempt from per-IP limits (loopback.ts).
 * Never inferred from NODE_ENV: a deploy with NODE_ENV=development is still a deploy.
 *
 * On Netlify DEMO_MODE=1 is refused (logged, and the site runs as in production): Netlify sets SITE_ID in every
 * function at run time (with SITE_NAME and URL; `netlify serve --offline` and vitest set none of them), so a
 * variable set there by mistake cannot open the demo staff's accounts.
 */
export function isDemoMode(): boolean {
  if (process.env.DEMO_MODE !== '1') return false;
  if (!isNetlifyDeploy()) return true;
  warnRefusedOnce();
  return false;
}

/** True inside a deployed Netlify function. */
export const isNetlifyDeploy = (): boolean => Boolean(process.env.SITE_ID);

let warned = false;
function warnRefusedOnce(): void {
  if (warned) return;
  warned = true;
  logError('demo-mode', new Error('DEMO_MODE=1 is refused on Netlify (SITE_ID is set): demo credentials stay off'));
}

/** The seeded demo investors' codes (ATVN-DEMO-0001 …) in compact form start with this. */
const DEMO_INVESTOR_PREFIX = 'ATVNDEMO';
/** The seeded demo card holder's mobile number. */
export const DEMO_CARD_HOLDER_MOBILE = '9876543210';

/** True for a demo account outside demo mode: it is treated as unknown. */
export function isDisabledDemoInvestor(compactCode: string): boolean {
  return compactCode.startsWith(DEMO_INVESTOR_PREFIX) && !isDemoMode();
}

export function isDisabledDemoCardHolder(mobileNumber: string): boolean {
  return mobileNumber === DEMO_CARD_HOLDER_MOBILE && !isDemoMode();
}
