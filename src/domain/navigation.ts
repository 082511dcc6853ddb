/**
 * The site's navigation items. The first eight are the desktop header, followed there by an Investors dropdown holding
 * the rest; all of them form the mobile menu.
 */
export interface DropdownItem {
  label: string;
  path: string;
}

export interface NavigationItem {
  label: string;
  path: string;
  dropdownItems?: DropdownItem[];
}

export const navigationItems: NavigationItem[] = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Services', path: '/services' },
  {
    label: 'AI Tools',
    path: '/ai-tools',
    dropdownItems: [
      // The hash opens the matching tab of /ai-tools (src/islands/ai-tools/use-tool-tab-hash.ts).
      { label: 'Text to Speech', path: '/ai-tools#tts' },
      { label: 'Vauxa 1.5 AI Assistant', path: '/vauxa-ai' },
      { label: 'Voice Cloning', path: '/ai-tools#clone' },
      { label: 'Games', path: '/games' },
    ],
  },
  { label: 'Admissions', path: '/admissions' },
  { label: 'Founder', path: '/founder' },
  { label: 'Leadership', path: '/leadership' },
  { label: 'Voice Acting Institute', path: '/institute-voice-acting' },
  { label: 'Investor Portal', path: '/investor-portal' },
  { label: 'Investment Policy', path: '/investment-policy' },
  { label: 'Payment Schedule', path: '/payment-schedule' },
];

export const DESKTOP_ITEM_COUNT = 8;

/** The desktop header: the first eight items, then the investor pages in one dropdown. */
export const desktopItems: NavigationItem[] = [
  ...navigationItems.slice(0, DESKTOP_ITEM_COUNT),
  {
    label: 'Investors',
    path: '/investor-portal',
    dropdownItems: navigationItems.slice(DESKTOP_ITEM_COUNT).map(({ label, path }) => ({ label, path })),
  },
];

export interface FooterColumn {
  heading: string;
  links: { label: string; path: string }[];
}

export const footerColumns: FooterColumn[] = [
  {
    heading: 'Services',
    links: [
      { label: 'Voice Acting Institute', path: '/institute-voice-acting' },
      { label: 'AI Tools', path: '/ai-tools' },
      { label: 'Vauxa 1.5 AI Assistant', path: '/vauxa-ai' },
      { label: 'All Services', path: '/services' },
      { label: 'Admissions', path: '/admissions' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', path: '/about' },
      { label: 'Founder', path: '/founder' },
      { label: 'Leadership', path: '/leadership' },
      { label: 'Investor Portal', path: '/investor-portal' },
      { label: 'Payment Schedule', path: '/payment-schedule' },
    ],
  },
  {
    heading: 'Legal and Policies',
    links: [
      { label: 'Terms & Conditions', path: '/terms-conditions' },
      { label: 'Privacy Policy', path: '/privacy-policy' },
      { label: 'Company Policy', path: '/company-policy' },
      { label: 'Investment Policy', path: '/investment-policy' },
      { label: 'Accessibility', path: '/accessibility' },
    ],
  },
];
