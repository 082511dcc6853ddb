/**
 * SPEC.md's navigation items. The first eight are the desktop header, followed there by an Investors dropdown holding
 * the rest; all of them form the mobile menu.
 */
export interface DropdownItem {
  label: string;
  path: string;
  icon: 'speaker' | 'chat' | 'waveform' | 'gamepad' | 'chart' | 'book' | 'calendar';
}

export interface NavigationItem {
  id: string;
  label: string;
  path: string;
  dropdown?: boolean;
  dropdownItems?: DropdownItem[];
}

export const navigationItems: NavigationItem[] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'about', label: 'About', path: '/about' },
  { id: 'services', label: 'Services', path: '/services' },
  {
    id: 'ai-tools',
    label: 'AI Tools',
    path: '/ai-tools',
    dropdown: true,
    dropdownItems: [
      // The hash opens the matching tab of /ai-tools (src/islands/ai-tools/tool-tab-hash.ts).
      { label: 'Text to Speech', path: '/ai-tools#tts', icon: 'speaker' },
      { label: 'Vauxa 1.5 AI Assistant', path: '/vauxa-ai', icon: 'chat' },
      { label: 'Voice Cloning', path: '/ai-tools#clone', icon: 'waveform' },
      { label: 'Games', path: '/games', icon: 'gamepad' },
    ],
  },
  { id: 'admissions', label: 'Admissions', path: '/admissions' },
  { id: 'founder', label: 'Founder', path: '/founder' },
  { id: 'leadership', label: 'Leadership', path: '/leadership' },
  { id: 'institute', label: 'Voice Acting Institute', path: '/institute-voice-acting' },
  { id: 'investor-portal', label: 'Investor Portal', path: '/investor-portal' },
  { id: 'investment-policy', label: 'Investment Policy', path: '/investment-policy' },
  { id: 'payment-schedule', label: 'Payment Schedule', path: '/payment-schedule' },
];

export const DESKTOP_ITEM_COUNT = 8;

/** The desktop header: SPEC.md's first eight items, then the investor pages in one dropdown. */
export const desktopItems: NavigationItem[] = [
  ...navigationItems.slice(0, DESKTOP_ITEM_COUNT),
  {
    id: 'investors',
    label: 'Investors',
    path: '/investor-portal',
    dropdown: true,
    dropdownItems: navigationItems.slice(DESKTOP_ITEM_COUNT).map((item, index) => ({
      label: item.label,
      path: item.path,
      icon: (['chart', 'book', 'calendar'] as const)[index] ?? 'chart',
    })),
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
