import { useState } from 'react';
import { LOCALES } from '../../../domain/locale';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { downloadWelcomeLetter } from '../../../stores/admin-investors';
import { useWords } from '../../common/use-messages';
import styles from '../AdminDashboard.module.css';

/** The investor's welcome letter to print, in English or Hindi (the investor's language may not be the officer's). */
export default function WelcomeLetterButtons({ code }: { code: string }) {
  const words = useWords(adminInvestorsWords);
  const [error, setError] = useState('');
  return (
    <>
      {LOCALES.map((lang) => (
        <button
          key={lang}
          type="button"
          className="button button--ghost"
          onClick={async () => setError((await downloadWelcomeLetter(code, lang)) ?? '')}
        >
          {words.welcomeLetter[lang]}
        </button>
      ))}
      {error ? (
        <p role="alert" className={styles.error}>
          {words.couldNotSave(error)}
        </p>
      ) : null}
    </>
  );
}
