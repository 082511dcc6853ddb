import type { StaffRole } from '../../src/domain/staff';

/** Every demo member's authenticator secret (base32), so a tester can compute codes (docs: README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The demo staff, one role each; they sign in only with DEMO_MODE=1 (netlify/lib/staff/members.ts). */
export const DEMO_STAFF: readonly { email: string; name: string; password: string; role: StaffRole }[] = [
  { email: 'owner@demo.awaaz.in', name: 'Demo Owner', password: 'demo-owner', role: 'owner' },
  { email: 'admissions@demo.awaaz.in', name: 'Demo Admissions', password: 'demo-admissions', role: 'admissions' },
  {
    email: 'investors@demo.awaaz.in',
    name: 'Demo Investor Relations',
    password: 'demo-investors',
    role: 'investor-relations',
  },
  { email: 'support@demo.awaaz.in', name: 'Demo Support', password: 'demo-support', role: 'support' },
];
