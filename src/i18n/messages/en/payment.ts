/** The payment schedule on /payment-schedule: the calendar, the verified banner and the verify dialog. */
const english = {
  calendarLabel: (year: number) => `Payment dates ${year}`,
  labels: { 'Adjusted for Weekend': 'Adjusted for Weekend', 'Regular Schedule': 'Regular Schedule' },
  /** What the investor receives on the payment date, after a month closed in profit or in loss. */
  profitMonth: 'You receive after a profit month',
  lossMonth: 'You receive after a loss month',
  /** The signed-in or verified investor's own month. */
  monthPaid: (amount: string, month: 'profit' | 'loss' | 'other') =>
    month === 'other' ? `Paid to you: ${amount}` : `Paid to you: ${amount} (${month} month)`,
  monthUpcoming: 'Upcoming',
  monthNone: 'No payment recorded',
  viewDetails: 'View My Payment Details',
  verifiedHeading: 'Payment details verified',
  investor: 'Investor',
  investorCode: 'Investor code',
  investmentAmount: 'Investment amount',
  dialogIntro: 'Enter your unique investor code to see your payment details.',
  cancel: 'Cancel',
  verify: 'Verify & View Details',
  verifying: 'Verifying...',
  enterCode: 'Please enter your unique investor code.',
  verificationFailed: 'Verification Failed',
  unableToVerify: 'Unable to verify investor code. Please try again.',
  invalidCode: 'Invalid Investor Code',
  checkCode: 'Please check your unique investor code and try again.',
  verificationSuccessful: 'Verification Successful',
  welcome: (name: string) => `Welcome ${name}! Your payment details are now visible.`,
  throttled: 'Too many attempts. Please try again later.',
};

export default english;
