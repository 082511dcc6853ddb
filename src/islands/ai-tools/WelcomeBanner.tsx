import type { CardHolder } from '../../domain/card-holder';
import { formatRupees } from '../../domain/money';
import { CARD_HOLDER_MAX } from '../../domain/trial';
import { formatDate } from '../../i18n/format';
import { formatCount } from '../../i18n/format-count';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { logout } from '../../stores/voice-session';
import { useLocale, useWords } from '../common/use-messages';
import styles from './Banner.module.css';

interface Props {
  cardHolder: CardHolder;
}

/** The card holder's welcome banner with recharge and validity, and Logout. */
export default function WelcomeBanner({ cardHolder }: Props) {
  const words = useWords(voiceToolsWords);
  const endDate = formatDate(cardHolder.rechargeEndDate, useLocale());
  return (
    <div className={`${styles.banner} ${styles['tone-welcome']}`}>
      <div>
        <p className={styles.bannerTitle}>{words.welcome(cardHolder.cardHolderName)}</p>
        <p className={styles.bannerText}>
          {words.cardDetails(cardHolder.accountNumber, formatRupees(cardHolder.rechargeAmount), cardHolder.validity)}{' '}
          <time dateTime={cardHolder.rechargeEndDate}>{endDate}</time>
          {words.cardLimits(formatCount(CARD_HOLDER_MAX))}
        </p>
      </div>
      <button type="button" className="button button--ghost" onClick={() => void logout()}>
        {words.logOut}
      </button>
    </div>
  );
}
