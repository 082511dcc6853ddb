import type { CardHolder } from '../../domain/card-holder';
import { commonWords } from '../../i18n/namespaces/common';
import { failuresWords } from '../../i18n/namespaces/failures';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { $session, $trialExhausted } from '../../stores/voice-session';
import { useStore } from '../common/use-store';
import ToolTabs from './ToolTabs';
import UsageBanner from './UsageBanner';
import WelcomeBanner from './WelcomeBanner';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [voiceToolsWords, commonWords, failuresWords];

interface Props {
  /** The signed-in card holder, or null in the free trial. */
  cardHolder: CardHolder | null;
}

/** The two tools under the card holder's welcome banner, or under the free trial's usage banner with cloning locked. */
export default function Tools({ cardHolder }: Props) {
  const session = useStore($session);
  const exhausted = useStore($trialExhausted);
  if (cardHolder) {
    return (
      <>
        <WelcomeBanner cardHolder={cardHolder} />
        <ToolTabs canClone />
      </>
    );
  }
  return (
    <>
      <UsageBanner charactersUsed={session.charactersUsed} exhausted={exhausted} />
      <ToolTabs canClone={false} />
    </>
  );
}
