/** The admin dashboard's fixed texts (the product's wording, kept exactly). */
export const ADMIN_TEXT = {
  invalidPassword: 'Invalid password. Please contact administrator.',
  loading: 'Loading applications...',
  loadError: 'Error loading applications',
} as const;
