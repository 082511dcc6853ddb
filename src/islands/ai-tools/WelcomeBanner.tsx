import type { CardHolder } from '../../domain/card-holder';
import { formatLongDate } from '../../domain/dates';
import { formatRupees } from '../../domain/money';
import { CARD_HOLDER_MAX } from '../../domain/trial';
import { logout } from '../../stores/voice-session';
import styles from './Banner.module.css';

interface Props {
  cardHolder: CardHolder;
}

/** The card holder's welcome banner with recharge and validity, and Logout. */
export default function WelcomeBanner({ cardHolder }: Props) {
  const endDate = formatLongDate(new Date(`${cardHolder.rechargeEndDate}T00:00:00Z`));
  return (
    <div className={`${styles.banner} ${styles['tone-welcome']}`}>
      <div>
        <p className={styles.bannerTitle}>Welcome, {cardHolder.cardHolderName}</p>
        <p className={styles.bannerText}>
          Card {cardHolder.accountNumber} · recharge {formatRupees(cardHolder.rechargeAmount)} for {cardHolder.validity}{' '}
          days, valid until <time dateTime={cardHolder.rechargeEndDate}>{endDate}</time>. Up to{' '}
          {CARD_HOLDER_MAX.toLocaleString('en-IN')} characters per conversion, and voice cloning.
        </p>
      </div>
      <button type="button" className="button button--ghost" onClick={() => void logout()}>
        Log out
      </button>
    </div>
  );
}
