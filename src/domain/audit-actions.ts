/**
 * Every action the audit log records (netlify/lib/audit.ts takes no other), so that each has its words in the
 * catalogue (`auditActions` of the admin namespace; a missing one is a type error).
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-set-up',
  'sign-out-everywhere',
  'password-changed',
  'staff-added',
  'staff-disable',
  'staff-enable',
  'staff-reset',
  'staff-roles',
  'application-status',
  'applications-exported',
  'slip-downloaded',
  'certificate-downloaded',
  'statement-downloaded',
  'letter-downloaded',
  'backup-downloaded',
  'cardholder-added',
  'cardholder-renewed',
  'cardholder-pin-reset',
  'cardholder-blocked',
  'cardholder-unblocked',
  'investor-added',
  'investor-changed',
  'investor-transaction',
  'investor-reversal',
  'ledger-upload',
  'investor-added-by-upload',
  'investor-changed-by-upload',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);
