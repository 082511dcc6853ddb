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
  /** An account the team has not verified yet: it is told so, not "verified". */
  processingHeading: 'Your account is being processed',
  processingNote:
    "Our team is still verifying your account. Payments begin once it is verified; the dates below are your plan's.",
  plan: 'Plan',
  planValue: (plan: 'Basic' | 'Premium'): string =>
    plan === 'Basic' ? 'Basic, paid quarterly' : 'Premium, paid monthly',
  /** A basic investor's calendar: the four quarterly dates instead of the premium plan's twelve. */
  quarterlyIntro: (year: number) =>
    `Your Basic plan pays your profit share every quarter: your four payment dates in ${year}.`,
  quarterShare: 'You receive for the quarter',
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
