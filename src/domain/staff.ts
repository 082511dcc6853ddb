/**
 * Staff of the back office: what a member may do is the union of their roles. `owner` manages staff and reads the
 * audit log; `admissions` the applications; `investor-relations` the investor accounts; `support` the card holders.
 * Its constants load with the sign-in page; the schemas that check what staff send are ./staff-schemas.ts.
 */
export const STAFF_ROLES = ['owner', 'admissions', 'investor-relations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who reads the applications (the list, an application's slip and certificate, the exports): the admissions team,
 * and the owner, who sees everything. Deciding one changes it, and stays with the admissions role.
 */
export const APPLICATION_READERS: readonly StaffRole[] = ['admissions', 'owner'];
export const APPLICATION_DECIDERS: readonly StaffRole[] = ['admissions'];

/** A new password: long enough that scrypt and the sign-in limits make guessing it hopeless. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** How long a set-up link works. */
export const SETUP_LINK_HOURS = 24;
/** How many one-time recovery codes a member gets. */
export const RECOVERY_CODE_COUNT = 10;
/** The set-up link is /admin (or /hi/admin) with this fragment and the token: no server or log sees a fragment. */
export const SETUP_FRAGMENT = '#setup=';
