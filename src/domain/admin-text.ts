/** SPEC.md's texts of the admin dashboard, exactly. */
export const ADMIN_TEXT = {
  invalidPassword: 'Invalid password. Please contact administrator.',
  loading: 'Loading applications...',
  loadError: 'Error loading applications',
  username: 'admin',
} as const;
