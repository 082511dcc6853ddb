import type { Messages } from '../en';

/** The Hindi texts of ../en/toasts.ts. */
const toastsHindi: Messages['toasts'] = {
  region: (hotkey) => `सूचनाएँ (${hotkey})`,
  close: 'सूचना बंद करें',
  error: 'गड़बड़ी',
  errorPrefix: 'गड़बड़ी: ',
};

export default toastsHindi;
