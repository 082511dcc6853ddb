/** SPEC.md's navigation items. The first eight are the desktop header; all of them form the mobile menu. */
export interface DropdownItem {
  label: string;
  path: string;
  icon: 'speaker' | 'chat' | 'waveform' | 'gamepad';
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
      { label: 'Text to Speech', path: '/ai-tools', icon: 'speaker' },
      { label: 'Vauxa 1.5 AI Assistant', path: '/vauxa-ai', icon: 'chat' },
      { label: 'Voice Cloning', path: '/ai-tools', icon: 'waveform' },
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

export const desktopItems = navigationItems.slice(0, DESKTOP_ITEM_COUNT);

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
