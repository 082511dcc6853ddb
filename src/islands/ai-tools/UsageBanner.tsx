import { bannerTone, FREE_TRIAL_LIMIT, remaining, usageText } from '../../domain/trial';
import styles from './Banner.module.css';

interface Props {
  charactersUsed: number;
  exhausted: boolean;
}

/** The free-trial usage banner: blue normally, orange above 400 used, red when exhausted. */
export default function UsageBanner({ charactersUsed, exhausted }: Props) {
  const tone = bannerTone(charactersUsed, exhausted);
  return (
    <div className={`${styles.banner} ${styles[`tone-${tone}`]}`} data-tone={tone}>
      <p className={styles.bannerTitle}>Free trial: {usageText(charactersUsed)}</p>
      <p className={styles.bannerText}>
        {exhausted
          ? 'Your free trial is complete. Log in with your card to keep generating audio.'
          : `${remaining(charactersUsed)} of ${FREE_TRIAL_LIMIT} characters left on this browser.`}
      </p>
    </div>
  );
}
