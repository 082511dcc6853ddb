import type { Locale } from '../i18n/locale';
import { gamesWords } from '../i18n/messages/en/games';
import { LocaleContext, useIslandLocale, useWords } from '../i18n/use-messages';
import MicNotice from './games/MicNotice';
import PitchMatchGame from './games/PitchMatchGame';
import TongueTwisterGame from './games/TongueTwisterGame';
import type { TongueTwister, VoiceChallenge } from './games/types';
import VoiceChallengeGame from './games/VoiceChallengeGame';
import styles from './games/VoiceGames.module.css';

interface Props {
  twisters: TongueTwister[];
  challenges: VoiceChallenge[];
  lang?: Locale;
}

/** The games in page order; their titles and instructions come from the catalogue. */
const GAMES = ['tongue-twisters', 'pitch-match', 'voice-challenge'] as const;

/** /games: three voice-training games. The microphone and all recordings stay in the browser. */
export default function VoiceGames({ twisters, challenges, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang);
  const words = useWords(gamesWords, locale);
  const games = {
    'tongue-twisters': <TongueTwisterGame twisters={twisters} />,
    'pitch-match': <PitchMatchGame />,
    'voice-challenge': <VoiceChallengeGame challenges={challenges} />,
  };
  return (
    <LocaleContext value={locale}>
      <div className={styles.games}>
        <nav aria-label={words.nav}>
          <ul className={styles.jump}>
            {GAMES.map((game) => (
              <li key={game}>
                <a href={`#${game}`}>{words.titles[game]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <MicNotice />
        {GAMES.map((game) => (
          <section key={game} id={game} className={styles.section} aria-labelledby={`${game}-title`}>
            <h2 id={`${game}-title`}>{words.titles[game]}</h2>
            <p className={styles.intro}>{words.intros[game]}</p>
            {games[game]}
          </section>
        ))}
      </div>
    </LocaleContext>
  );
}
