import MicNotice from './games/MicNotice';
import PitchMatchGame from './games/PitchMatchGame';
import TongueTwisterGame from './games/TongueTwisterGame';
import type { TongueTwister, VoiceChallenge } from './games/types';
import VoiceChallengeGame from './games/VoiceChallengeGame';
import styles from './games/VoiceGames.module.css';

interface Props {
  twisters: TongueTwister[];
  challenges: VoiceChallenge[];
}

const GAMES = [
  {
    id: 'tongue-twisters',
    title: 'Tongue-twister challenge',
    intro:
      'Pick a Hindi or English twister, hear the model reading, then race the timer. Record your take, listen back and rate it honestly: clean readings score far more than fast ones with slips.',
  },
  {
    id: 'pitch-match',
    title: 'Pitch match',
    intro:
      'Choose your voice type and a target note, hear it, then sing or hum it. Keep the needle in the green band (within 50 cents) for 3 seconds to score; hold on to 6 seconds for a higher one.',
  },
  {
    id: 'voice-challenge',
    title: 'Emotion and character challenge',
    intro:
      'Draw a prompt card, perform the line in that emotion or character, record it and play it back. Rate yourself on emotion, clarity and character, then draw the next card.',
  },
] as const;

/** /games: three voice-training games. The microphone and all recordings stay in the browser. */
export default function VoiceGames({ twisters, challenges }: Props) {
  const games = {
    'tongue-twisters': <TongueTwisterGame twisters={twisters} />,
    'pitch-match': <PitchMatchGame />,
    'voice-challenge': <VoiceChallengeGame challenges={challenges} />,
  };
  return (
    <div className={styles.games}>
      <nav aria-label="Games on this page">
        <ul className={styles.jump}>
          {GAMES.map((game) => (
            <li key={game.id}>
              <a href={`#${game.id}`}>{game.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <MicNotice />
      {GAMES.map((game) => (
        <section key={game.id} id={game.id} className={styles.section} aria-labelledby={`${game.id}-title`}>
          <h2 id={`${game.id}-title`}>{game.title}</h2>
          <p className={styles.intro}>{game.intro}</p>
          {games[game.id]}
        </section>
      ))}
    </div>
  );
}
