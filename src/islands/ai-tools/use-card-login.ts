import { commonWords } from '../../i18n/messages/en/common';
import { useWords } from '../../i18n/use-messages';
import { toast } from '../../stores/toasts';
import { showView } from '../../stores/voice-session';
import { intentToUse, onDemand, useOnDemand } from '../common/on-demand';

/** The card login form: not on screen at first, so its code loads when a visitor goes to log in. */
export const cardLogin = onDemand(() => import('./CardLogin'));

/**
 * For a "Log in with your card" button: `open()` shows the login form once its code is in (offline, a toast says so),
 * `busy` while it loads, `intent` starts loading it.
 */
export function useCardLogin() {
  const common = useWords(commonWords);
  const { loading, use } = useOnDemand(cardLogin);
  const open = async (beforeShowing?: () => void) => {
    const shown = await use(() => {
      beforeShowing?.();
      showView('login');
    });
    if (!shown) toast({ title: common.networkError, variant: 'destructive' });
  };
  return { open, busy: loading, intent: intentToUse(cardLogin) };
}
