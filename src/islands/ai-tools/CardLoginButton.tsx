import { onDemand } from '../../browser/on-demand';
import { aiToolsWords } from '../../i18n/messages/en/ai-tools';
import { commonWords } from '../../i18n/messages/en/common';
import { useWords } from '../../i18n/use-messages';
import { toast } from '../../stores/toasts';
import { showView } from '../../stores/voice-session';
import { intentToUse, useOnDemand } from '../common/on-demand';

/** The card login form: not on screen at first, so its code loads when a visitor goes to log in. */
export const cardLogin = onDemand(() => import('./CardLogin'));

interface Props {
  /** Runs just before the login form shows (the card prompt closes itself). */
  beforeShowing?: () => void;
}

/**
 * "Log in with your card": shows the login form once its code is in (pointing at, focusing or touching the button
 * starts loading it; the button is busy while it loads), or says so in a toast when it cannot be fetched.
 */
export default function CardLoginButton({ beforeShowing }: Props) {
  const words = useWords(aiToolsWords);
  const common = useWords(commonWords);
  const { loading, use } = useOnDemand(cardLogin);
  const open = async () => {
    const shown = await use(() => {
      beforeShowing?.();
      showView('login');
    });
    if (!shown) toast({ title: common.networkError, variant: 'destructive' });
  };
  return (
    <button
      type="button"
      className="button"
      aria-busy={loading || undefined}
      onClick={() => void open()}
      {...intentToUse(cardLogin)}
    >
      {words.loginWithCard}
    </button>
  );
}
