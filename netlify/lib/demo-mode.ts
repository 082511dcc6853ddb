/**
 * Demo mode: `npm start` and `npm run dev` set DEMO_MODE=1 (so do the tests). Only then do the demo credentials
 * work (admin password `demo-admin`, the demo card holder, the demo investors), does a missing SESSION_SECRET get a
 * generated local one, and are loopback callers exempt from per-IP limits (loopback.ts).
 * Never inferred from NODE_ENV: a deploy with NODE_ENV=development is still a deploy.
 */
export function isDemoMode(): boolean {
  return process.env.DEMO_MODE === '1';
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
