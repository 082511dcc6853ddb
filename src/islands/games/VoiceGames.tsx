import { LOCALES, type Locale } from '../../domain/locale';
import { commonWords } from '../../i18n/namespaces/common';
import { gamesWords } from '../../i18n/namespaces/games';
import { withPageWords } from '../../i18n/part-words';
import { loadWords, type Namespace } from '../../i18n/words';
import { importAgain, onDemand } from '../../loading/on-demand';
import DeferredSection from '../common/DeferredSection';
import InputReady from '../common/InputReady';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import MicNotice from './MicNotice';
import TongueTwisterGame from './TongueTwisterGame';
import type { TongueTwister, VoiceChallenge } from './types';
import styles from './VoiceGames.module.css';

interface Props {
  twisters: TongueTwister[];
  challenges: VoiceChallenge[];
  lang?: Locale;
}

/** The games in page order; their titles and instructions come from the catalogue. */
const GAMES = ['tongue-twisters', 'pitch-match', 'voice-challenge'] as const;
type Game = (typeof GAMES)[number];

/** The two games below the first load as the visitor nears them (below the fold on a phone). */
const pitchMatchGame = onDemand(() => importAgain(() => import('./PitchMatchGame')).then(withPageWords));
const voiceChallengeGame = onDemand(() => importAgain(() => import('./VoiceChallengeGame')).then(withPageWords));
// The server renders the island in one pass, with their code and texts loaded first (its `lang` is not known here).
if (import.meta.env.SSR) {
  const parts = await Promise.all([pitchMatchGame.load(), voiceChallengeGame.load()]);
  const namespaces: readonly Namespace<string, unknown>[] = [...parts[0].namespaces, ...parts[1].namespaces];
  await Promise.all(LOCALES.map((locale) => loadWords(locale, namespaces)));
}

/** /games: three voice-training games. The microphone and all recordings stay in the browser. */
export default function VoiceGames({ twisters, challenges, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, gamesWords, commonWords);
  const words = useWords(gamesWords, locale);
  const section = (game: Game) => ({ id: game, className: styles.section, 'aria-labelledby': `${game}-title` });
  const heading = (game: Game) => (
    <>
      <h2 id={`${game}-title`}>{words.titles[game]}</h2>
      <p className={styles.intro}>{words.intros[game]}</p>
    </>
  );
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
        <section {...section('tongue-twisters')}>
          {heading('tongue-twisters')}
          <TongueTwisterGame twisters={twisters} />
        </section>
        <DeferredSection {...section('pitch-match')} part={pitchMatchGame} partProps={{}}>
          {heading('pitch-match')}
        </DeferredSection>
        <DeferredSection {...section('voice-challenge')} part={voiceChallengeGame} partProps={{ challenges }}>
          {heading('voice-challenge')}
        </DeferredSection>
      </div>
      <InputReady />
    </LocaleContext>
  );
}
