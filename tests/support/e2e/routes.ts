/**
 * What the browser tests check: the fixed routes and texts, copied exactly.
 * Add a page: add its path to `routes`; every spec picks it up.
 */
export const routes = [
  '/',
  '/about',
  '/services',
  '/ai-tools',
  '/vauxa-ai',
  '/settings',
  '/admissions',
  '/admin',
  '/founder',
  '/leadership',
  '/institute-voice-acting',
  '/investor-portal',
  '/investment-policy',
  '/payment-schedule',
  '/terms-conditions',
  '/privacy-policy',
  '/company-policy',
  '/accessibility',
  '/games',
  '/student-portal',
] as const;

export type Route = (typeof routes)[number];

/** The routes framed as the back office's workspace (src/layouts/WorkspaceLayout.astro): not the public header and footer. */
export const workspaceRoutes: readonly Route[] = ['/admin'];

/** The Hindi edition of a route (src/domain/locale.ts): '/' -> '/hi', '/about' -> '/hi/about'. */
export const hindiPath = (route: string): string => (route === '/' ? '/hi' : `/hi${route}`);

/** Every route of the Hindi edition. */
export const hindiRoutes = routes.map(hindiPath);

/** The desktop header, in order: eight items (Admissions a dropdown holding the student portal), then the Investors dropdown. */
export const desktopNavLabels = [
  'Home',
  'About',
  'Services',
  'AI Tools',
  'Admissions',
  'Founder',
  'Leadership',
  'Voice Acting Institute',
  // The rest of the menu (Investor Portal, Investment Policy, Payment Schedule) in one dropdown.
  'Investors',
];

export const aiToolsDropdown = [
  { label: 'Text to Speech', path: '/ai-tools#tts' },
  { label: 'Vauxa 1.5 AI Assistant', path: '/vauxa-ai' },
  { label: 'Voice Cloning', path: '/ai-tools#clone' },
  { label: 'Games', path: '/games' },
];

export const footerColumnHeadings = ['Services', 'Company', 'Legal and Policies'];

export const searchHint = 'Try searching for: Fees, Student Portal, Certificate, Voice Acting, AI Tools';

export const notFound = {
  path: '/no-such-page',
  title: 'Page Not Found',
  text: 'Did you forget to add the page to the router?',
};

/** Every page answers with these, from netlify.toml and Astro's CSP (docs/DECISIONS.md, Security 5). */
export const securityHeaders = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** WCAG 2.1 A and AA, as the issue asks of axe-core. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 360, height: 780 },
};
