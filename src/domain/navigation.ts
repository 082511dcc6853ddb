/** A menu entry's name: its words are the catalogue's (namespace `navigation`, src/i18n/navigation.ts). */
export type NavigationKey =
  | 'home'
  | 'about'
  | 'services'
  | 'aiTools'
  | 'textToSpeech'
  | 'vauxaAssistant'
  | 'voiceCloning'
  | 'games'
  | 'admissions'
  | 'studentPortal'
  | 'founder'
  | 'leadership'
  | 'institute'
  | 'investors'
  | 'investorPortal'
  | 'investmentPolicy'
  | 'paymentSchedule'
  | 'company'
  | 'allServices'
  | 'legalAndPolicies'
  | 'termsConditions'
  | 'privacyPolicy'
  | 'companyPolicy'
  | 'accessibility';

/**
 * The site's navigation items, all of them the mobile menu. The first nine are the desktop header's, where the student
 * portal sits in an Admissions dropdown, followed there by an Investors dropdown holding the rest.
 */
export interface DropdownItem {
  key: NavigationKey;
  path: string;
}

export interface NavigationItem {
  key: NavigationKey;
  path: string;
  dropdownItems?: DropdownItem[];
}

export const navigationItems: NavigationItem[] = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'services', path: '/services' },
  {
    key: 'aiTools',
    path: '/ai-tools',
    dropdownItems: [
      // The hash opens the matching tab of /ai-tools (src/islands/ai-tools/use-tool-tab-hash.ts).
      { key: 'textToSpeech', path: '/ai-tools#tts' },
      { key: 'vauxaAssistant', path: '/vauxa-ai' },
      { key: 'voiceCloning', path: '/ai-tools#clone' },
      { key: 'games', path: '/games' },
    ],
  },
  { key: 'admissions', path: '/admissions' },
  // Beside Admissions: where an applicant looks for the way back to her application.
  { key: 'studentPortal', path: '/student-portal' },
  { key: 'founder', path: '/founder' },
  { key: 'leadership', path: '/leadership' },
  { key: 'institute', path: '/institute-voice-acting' },
  { key: 'investorPortal', path: '/investor-portal' },
  { key: 'investmentPolicy', path: '/investment-policy' },
  { key: 'paymentSchedule', path: '/payment-schedule' },
];

export const DESKTOP_ITEM_COUNT = 9;

/**
 * The desktop header: the first nine items, Admissions and the student portal as one dropdown (a tenth item would not
 * fit at 1024 px: tests/e2e/menus.spec.ts), then the investor pages in one dropdown.
 */
export const desktopItems: NavigationItem[] = [
  ...navigationItems
    .slice(0, DESKTOP_ITEM_COUNT)
    .filter((item) => item.key !== 'studentPortal')
    .map((item) =>
      item.key === 'admissions'
        ? {
            ...item,
            dropdownItems: [
              { key: 'admissions' as const, path: '/admissions' },
              { key: 'studentPortal' as const, path: '/student-portal' },
            ],
          }
        : item,
    ),
  {
    key: 'investors',
    path: '/investor-portal',
    dropdownItems: navigationItems.slice(DESKTOP_ITEM_COUNT).map(({ key, path }) => ({ key, path })),
  },
];

export interface FooterColumn {
  heading: NavigationKey;
  links: DropdownItem[];
}

export const footerColumns: FooterColumn[] = [
  {
    heading: 'services',
    links: [
      { key: 'institute', path: '/institute-voice-acting' },
      { key: 'aiTools', path: '/ai-tools' },
      { key: 'vauxaAssistant', path: '/vauxa-ai' },
      { key: 'allServices', path: '/services' },
      { key: 'admissions', path: '/admissions' },
      { key: 'studentPortal', path: '/student-portal' },
    ],
  },
  {
    heading: 'company',
    links: [
      { key: 'about', path: '/about' },
      { key: 'founder', path: '/founder' },
      { key: 'leadership', path: '/leadership' },
      { key: 'investorPortal', path: '/investor-portal' },
      { key: 'paymentSchedule', path: '/payment-schedule' },
    ],
  },
  {
    heading: 'legalAndPolicies',
    links: [
      { key: 'termsConditions', path: '/terms-conditions' },
      { key: 'privacyPolicy', path: '/privacy-policy' },
      { key: 'companyPolicy', path: '/company-policy' },
      { key: 'investmentPolicy', path: '/investment-policy' },
      { key: 'accessibility', path: '/accessibility' },
    ],
  },
];
