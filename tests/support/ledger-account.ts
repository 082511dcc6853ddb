/** An investor account as the import format and the back office's add form take it (docs/IMPORT.md), without the name. */
export const ledgerAccount = {
  accountHolders: 'Kavya Rao',
  accountType: 'Premium',
  accountHolderType: 'Single',
  accountVerificationStatus: 'verified',
  totalAmountInvested: 50000,
  basicAmount: 5000,
  totalAmountReleased: 4000,
  currentLoss: 0,
  upcomingPaymentDate: '2026-12-13',
  upcomingPaymentAmount: 4000,
  paymentReleaseDate: '13th of every month',
  paymentProcessingTime: 'Within 48 hours',
};
