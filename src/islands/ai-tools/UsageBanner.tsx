import { bannerTone, FREE_TRIAL_LIMIT, remaining } from '../../domain/trial';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { usageText } from '../../i18n/trial-text';
import { useWords } from '../common/use-messages';
import styles from './Banner.module.css';

interface Props {
  charactersUsed: number;
  exhausted: boolean;
}

/** The free-trial usage banner: blue normally, orange above 400 used, red when exhausted. */
export default function UsageBanner({ charactersUsed, exhausted }: Props) {
  const tone = bannerTone(charactersUsed, exhausted);
  const words = useWords(voiceToolsWords);
  return (
    <div className={`${styles.banner} ${styles[`tone-${tone}`]}`} data-tone={tone}>
      <p className={styles.bannerTitle}>{words.usageTitle(usageText(charactersUsed, words))}</p>
      <p className={styles.bannerText}>
        {exhausted ? words.trialCompleteBanner : words.charactersLeft(remaining(charactersUsed), FREE_TRIAL_LIMIT)}
      </p>
    </div>
  );
}
