import { namespace } from '../../words';

/** The notifications region. */
export const toastsWords = namespace('toasts', {
  region: (hotkey: string) => `Notifications (${hotkey})`,
  close: 'Close notification',
  error: 'Error',
  errorPrefix: 'Error: ',
});
