import applicationStatuses from './application-statuses';

/** The student portal on /student-portal: sign-in with a mailed code, the application, its files and sign-out. */
const english = {
  checkingSession: 'Checking your session…',
  signInHeading: 'Sign in to follow your application',
  signInIntro:
    'Enter the registration number from your slip and the e-mail address you applied with. We mail you a 6-digit code.',
  registrationNumber: 'Registration number',
  registrationHint: 'For example AVI-2026-7K3M9Q',
  email: 'E-mail address',
  sendCode: 'Send me a code',
  sendingCode: 'Sending…',
  codeSent: (email: string) =>
    `If this registration number and ${email} belong to an application, a 6-digit code is on its way to that address. It works once, for 10 minutes.`,
  code: 'Code from the e-mail',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  askAgain: 'Use another number or ask for a new code',
  required: (label: string) => `${label} is required.`,
  codeShape: 'The code has 6 digits.',
  unreachable: 'We could not reach the server. Check your connection and try again.',
  applicationHeading: 'Your application',
  applicant: 'Applicant',
  course: 'Course',
  batch: 'Batch',
  nextBatch: 'The next batch (dates to be announced)',
  batchStarting: (name: string, date: string) => `${name}, starting ${date}`,
  status: 'Status',
  statuses: applicationStatuses,
  statusNotes: {
    pending: 'The admissions team is reviewing your application. We will mail you when it is decided.',
    approved: 'Congratulations: you have a place. Your certificate of admission is ready to download.',
    rejected: 'We could not offer you a place this time. You are welcome to apply for a coming batch.',
  },
  timelineHeading: 'Timeline',
  events: {
    submitted: 'Application submitted',
    approved: 'Application approved',
    rejected: 'Application not approved',
    'certificate-issued': 'Certificate of admission issued',
  },
  downloadsHeading: 'Your documents',
  downloadSlip: 'Download application slip',
  downloadCertificate: 'Download certificate',
  certificateLater: 'The certificate can be downloaded once your application is approved.',
  downloadFailed: 'The download did not work. Please try again.',
  contactHeading: 'Questions?',
  contactText: 'Write to us or call the institute, and quote your registration number.',
  signOut: 'Sign out',
};

export default english;
