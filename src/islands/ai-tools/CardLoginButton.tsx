import { aiToolsWords } from '../../i18n/namespaces/ai-tools';
import { importAgain, onDemand } from '../../loading/on-demand';
import { useWords } from '../common/use-messages';
import ViewButton from './ViewButton';

/** The card login form: not on screen at first, so its code loads when a visitor goes to log in. */
export const cardLogin = onDemand(() => importAgain(() => import('./CardLogin')));

interface Props {
  /** Runs just before the login form shows (the card prompt closes itself). */
  beforeShowing?: () => void;
}

/** "Log in with card": shows the login form once its code is in. */
export default function CardLoginButton({ beforeShowing }: Props) {
  const words = useWords(aiToolsWords);
  return (
    <ViewButton view="login" part={cardLogin} className="button" beforeShowing={beforeShowing}>
      {words.loginWithCard}
    </ViewButton>
  );
}
