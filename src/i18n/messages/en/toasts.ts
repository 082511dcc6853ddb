import { type Namespace, namespace } from '../../words';

/** The notifications region. */
const english = {
  region: (hotkey: string) => `Notifications (${hotkey})`,
  close: 'Close notification',
  error: 'Error',
  errorPrefix: 'Error: ',
};

export const toastsWords: Namespace<'toasts', typeof english> = namespace(
  'toasts',
  english,
  () => import('../hi/toasts'),
);
