/**
 * The words of every mail the site sends, in each language (names, numbers, dates and contacts are filled in as
 * stored). Subjects never carry an amount or a code: a subject shows on a locked phone's screen.
 */
const english = {
  greeting: (name: string) => `Dear ${name},`,
  signOff: (institute: string) => `With regards,\nThe admissions team, ${institute}`,
  contact: (email: string, phone: string, hours: string) => `Questions? Write to ${email} or call ${phone} (${hours}).`,
  automatic: 'This mail was sent automatically; replies reach the admissions team.',
  registrationNumber: 'Registration number',
  course: 'Course',
  batch: 'Batch',
  submitted: 'Submitted',
  followLink: 'Follow your application',
  confirmation: {
    subject: (number: string) => `Application received: ${number}`,
    intro: (institute: string) => `Thank you for applying to ${institute}. We have received your application.`,
    nextHeading: 'What happens next',
    next: [
      'The admissions team reviews every application, usually within a week.',
      'We tell you by e-mail when a decision is made; an approval comes with your certificate of admission.',
      'Your application slip is attached. Keep it and quote your registration number whenever you contact us.',
    ],
    follow: (link: string) =>
      `See the status of your application at any time on the student portal: ${link}. Sign in with your registration number and this e-mail address; we mail you a one-time code.`,
  },
  approved: {
    subject: (number: string) => `Your application is approved: ${number}`,
    intro: (course: string) => `Good news: your application for the course ${course} is approved.`,
    body: 'Your certificate of admission is attached. The batch coordinator will contact you before classes begin.',
    follow: (link: string) => `Your certificate and your application's timeline are on the student portal: ${link}.`,
  },
  rejected: {
    subject: (number: string) => `Decision on your application: ${number}`,
    intro: (course: string) => `We are sorry: we cannot offer you a place in the course ${course} this time.`,
    body: 'You are welcome to apply again for a coming batch. If you think we have missed something, write to us.',
    follow: (link: string) => `Your application's timeline is on the student portal: ${link}.`,
  },
  code: {
    subject: 'Your sign-in code for the student portal',
    intro: 'Use this code to sign in to the student portal:',
    validity: (minutes: number) => `It is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for it, ignore this mail: nobody can sign in without the code.',
  },
  investorNotice: {
    subject: 'There is news in your investor portal',
    greeting: 'Dear investor,',
    intro: 'There is something new for you in the investor portal.',
    follow: (link: string) => `Sign in with your investor code to read it: ${link}.`,
    signOff: (company: string) => `With regards,\nInvestor relations, ${company}`,
  },
  /** The one-time link a new staff member (or one whose second factor was reset) sets up their sign-in with. */
  staffSetup: {
    subject: (institute: string) => `Set up your sign-in to the ${institute} back office`,
    intro: (owner: string) =>
      `${owner} has given you an account in the back office. Choose your password and connect an authenticator app with this link:`,
    validity: (hours: number) =>
      `The link works once and for ${hours} hours. If it has expired, ask the owner for a new one.`,
    linkLabel: 'Set up your sign-in',
    ignore: 'If you did not expect this mail, ignore it: nobody can use the account without the link.',
    signOff: (institute: string) => `With regards,\n${institute}`,
  },
};

export default english;
