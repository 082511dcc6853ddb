/**
 * The texts of the pages' shell and shared components (header, footer, search dialog, 404, cards, headings), which
 * Astro renders at build time (../../site-text.ts). The language switch is written in the language it switches to.
 */
const english = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  fullMenu: 'Full menu',
  menu: 'Menu',
  search: 'Search',
  accessibility: 'Accessibility',
  switchLanguage: { label: 'हिन्दी', description: 'यह पेज हिन्दी में पढ़ें' },
  searchDialog: {
    title: 'Search the site',
    hintPrefix: 'Try searching for: ',
    /** Shown as buttons that run that search; each finds its page in this edition (tests/unit/search-index.test.ts). */
    suggestions: ['Fees', 'Student Portal', 'Certificate', 'Voice Acting', 'AI Tools'],
    results: 'Matching pages',
    close: 'Close search',
  },
  footer: {
    disclaimerLabel: 'Investment disclaimer:',
    disclaimer: (lockInDays: string) =>
      `Investments carry a minimum lock-in of ${lockInDays} days from the first payment. Investments are subject to market risks; read the Investment Policy and all related documents carefully before investing. Returns are not guaranteed and past performance does not indicate future results. Our investment operations remain subject to regulatory oversight by the Securities and Exchange Board of India (SEBI), the securities regulator.`,
    taglineSentence: (tagline: string) => `${tagline}.`,
    copyright: (year: number, legalName: string, founded: string) =>
      `© ${year} ${legalName}. All rights reserved. Founded in ${founded}, New Delhi.`,
  },
  contents: 'Contents',
  lastUpdated: 'Last updated',
  intake: {
    batch: (start: string, batch: string, applyBy: string) =>
      `Applying now for the batch starting ${start} (${batch}). Last date to apply: ${applyBy}.`,
    undated: 'Applications are open for the next batch; we will write to you with its dates.',
  },
  admissions: {
    apply: 'Apply for admission',
    seeCourses: 'See the courses',
    applyLede:
      'Fill in the form to apply for any of our courses. You get a registration number at once and can download your application slip.',
  },
  homeHeroAlt: 'Illustration of a girl wearing headphones and speaking into a studio microphone',
  policiesEyebrow: 'Policies and legal',
  investorsEyebrow: 'Investors',
  workspace: {
    title: 'Back office',
    description:
      "The back office where the institute's staff, each signed in under their own name, review admission applications, manage staff and read the audit log.",
    name: 'Back office',
    homeLink: (name: string) => `${name}: the public site`,
    footer: 'Staff only. What you change here is recorded in the audit log.',
  },
  studentPortal: {
    title: 'Student Portal',
    description: 'Follow your admission application: its status and timeline, your slip and your certificate.',
    eyebrow: 'Voice Acting Institute',
    heading: 'Student portal',
    lede: 'See where your application stands and download your slip and certificate, with your registration number and a code we mail you.',
  },
  faqTitle: 'Frequently asked questions',
  quotes: {
    label: 'Quotes from our founder',
    previous: 'Previous quote',
    pause: 'Pause quotes',
    play: 'Play quotes',
    next: 'Next quote',
    slide: (index: number, count: number) => `${index} of ${count}`,
  },
  contact: { email: 'E-mail', phone: 'Phone', office: 'Office', hours: 'Office hours' },
  course: {
    fee: 'Fee:',
    originalFee: 'Original fee:',
    off: (percent: number) => `${percent}% off`,
    apply: 'Apply for admission',
    applyFor: (title: string) => ` for the ${title} course`,
  },
  plan: {
    risk: { Low: 'Low risk', Medium: 'Medium risk', High: 'High risk' },
    minimum: 'Minimum investment',
    returns: 'Returns',
    monthly: 'Monthly return',
    monthlyAmounts: (profit: string, loss: string) => `${profit} in a profit month, ${loss} in a loss month`,
    payout: 'Payout',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'The page you asked for does not exist. Use the menu or the links below to find your way.',
    eyebrow: 'Error 404',
    lede: 'Did you forget to add the page to the router?',
    body: 'Sorry, we could not find that page. It may have moved, or the address may have a typing mistake. These pages will help you find your way.',
    home: 'Go to the home page',
    apply: 'Apply for admission',
  },
};

export default english;
