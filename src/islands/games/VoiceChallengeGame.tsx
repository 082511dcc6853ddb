import { useId, useState } from 'react';
import { CHALLENGE_CRITERIA, type ChallengeCriterion, challengeScore, pickOther } from '../../domain/games-scoring';
import { commonWords } from '../../i18n/namespaces/common';
import { gamesWords } from '../../i18n/namespaces/games';
import { voiceChallengeWords } from '../../i18n/namespaces/voice-challenge';
import { useWords } from '../common/use-messages';
import layout from './GameLayout.module.css';
import RatingGroup from './RatingGroup';
import RecordedTake from './RecordedTake';
import type { VoiceChallenge } from './types';
import { useBestScores } from './use-best-scores';
import { useRecorder } from './use-recorder';
import styles from './VoiceChallengeGame.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [voiceChallengeWords, gamesWords, commonWords];

interface Props {
  challenges: VoiceChallenge[];
}

const POINTS = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

type Ratings = Record<ChallengeCriterion, number | null>;
const NO_RATINGS: Ratings = { emotion: null, clarity: null, character: null };

const complete = (ratings: Ratings): ratings is Record<ChallengeCriterion, number> =>
  CHALLENGE_CRITERIA.every((criterion) => ratings[criterion] !== null);

/** A prompt card (an emotion or a character, and a line to perform): record, listen back, rate yourself. */
export default function VoiceChallengeGame({ challenges }: Props) {
  const ids = useId();
  const games = useWords(gamesWords);
  const words = useWords(voiceChallengeWords);
  const [index, setIndex] = useState(0);
  const card = challenges[index];
  const [ratings, setRatings] = useState<Ratings>(NO_RATINGS);
  const [score, setScore] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const common = useWords(commonWords);
  const recorder = useRecorder();
  const { bests, record } = useBestScores('voice-challenge');

  if (!card) return null;
  const best = bests[card.id];
  const recording = recorder.state !== 'idle';

  async function toggleRecording() {
    if (recording) {
      recorder.stop();
      setStatus(words.recordingStopped);
      return;
    }
    setStatus(words.recordingCard);
    const started = await recorder.start();
    if (started === 'no-microphone') setStatus(words.recordingUnavailable);
    else if (started === 'unreachable') setStatus(common.networkError);
  }

  function next() {
    recorder.stop();
    recorder.clear();
    const nextIndex = pickOther(challenges.length, index);
    setIndex(nextIndex);
    setRatings(NO_RATINGS);
    setScore(null);
    setStatus(words.newCard(challenges[nextIndex]?.prompt ?? ''));
  }

  function save() {
    if (!card || !complete(ratings)) return;
    const points = challengeScore(ratings);
    setScore(points);
    const improved = record(card.id, points);
    setStatus(words.cardScored(points, improved));
  }

  return (
    <div className={layout.game}>
      <article className={styles.card} aria-labelledby={`${ids}-prompt`}>
        <p className={styles.badge}>
          {card.emotion ? words.emotionBadge(card.emotion) : words.characterBadge(card.character ?? '')}
        </p>
        <h3 id={`${ids}-prompt`} className={styles.cardPrompt}>
          {card.prompt}
        </h3>
        <p className={styles.line} lang={card.lang}>
          {card.line}
        </p>
        <h4 className={styles.tipsTitle}>{words.tips}</h4>
        <ul className={styles.tips}>
          {card.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className={layout.meta}>
          {words.cardOf(index + 1, challenges.length)} · {best === undefined ? games.noBestYet : games.bestScore(best)}
        </p>
      </article>

      <div className={layout.row}>
        <button
          type="button"
          className="button"
          onClick={toggleRecording}
          aria-pressed={recording}
          {...recorder.intent}
        >
          {recording ? words.stopRecording : words.record}
        </button>
        <button type="button" className="button button--ghost" onClick={next}>
          {words.nextCard}
        </button>
      </div>
      <RecordedTake state={recorder.state} url={recorder.url} label={words.yourPerformance} />

      <div className={layout.rate}>
        {CHALLENGE_CRITERIA.map((criterion) => (
          <RatingGroup
            key={criterion}
            legend={words.criteria[criterion]}
            hint={words.ratingHint}
            name={`${ids}-${criterion}`}
            options={POINTS}
            className={styles.points}
            value={ratings[criterion]}
            onChange={(value) => {
              setRatings((current) => ({ ...current, [criterion]: value }));
              setScore(null);
            }}
          />
        ))}
        <button type="button" className="button" onClick={save} disabled={!complete(ratings) || score !== null}>
          {games.saveScore}
        </button>
      </div>
      {score !== null && (
        <p className={layout.score}>
          {games.score} <strong>{score}</strong> / 100
        </p>
      )}
      <p className={layout.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
