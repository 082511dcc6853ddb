import { useId, useState } from 'react';
import { CHALLENGE_CRITERIA, type ChallengeCriterion, challengeScore, pickOther } from '../../domain/games-scoring';
import layout from './GameLayout.module.css';
import RatingGroup from './RatingGroup';
import RecordedTake from './RecordedTake';
import type { VoiceChallenge } from './types';
import { useBestScores } from './use-best-scores';
import { useRecorder } from './use-recorder';
import styles from './VoiceChallengeGame.module.css';

interface Props {
  challenges: VoiceChallenge[];
}

const CRITERION_LABELS: Readonly<Record<ChallengeCriterion, string>> = {
  emotion: 'Emotion',
  clarity: 'Clarity',
  character: 'Character',
};

const POINTS = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

type Ratings = Record<ChallengeCriterion, number | null>;
const NO_RATINGS: Ratings = { emotion: null, clarity: null, character: null };

const complete = (ratings: Ratings): ratings is Record<ChallengeCriterion, number> =>
  CHALLENGE_CRITERIA.every((criterion) => ratings[criterion] !== null);

/** A prompt card (an emotion or a character, and a line to perform): record, listen back, rate yourself. */
export default function VoiceChallengeGame({ challenges }: Props) {
  const ids = useId();
  const [index, setIndex] = useState(0);
  const card = challenges[index];
  const [ratings, setRatings] = useState<Ratings>(NO_RATINGS);
  const [score, setScore] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const recorder = useRecorder();
  const { bests, record } = useBestScores('voice-challenge');

  if (!card) return null;
  const best = bests[card.id];
  const recording = recorder.state !== 'idle';

  async function toggleRecording() {
    if (recording) {
      recorder.stop();
      setStatus('Recording stopped. Play it back, then rate yourself.');
      return;
    }
    setStatus('Recording. Perform the line, then stop.');
    if (!(await recorder.start())) setStatus('Recording is unavailable; you can still perform the line and rate it.');
  }

  function next() {
    recorder.stop();
    recorder.clear();
    const nextIndex = pickOther(challenges.length, index);
    setIndex(nextIndex);
    setRatings(NO_RATINGS);
    setScore(null);
    setStatus(`New card: ${challenges[nextIndex]?.prompt ?? ''}`);
  }

  function save() {
    if (!card || !complete(ratings)) return;
    const points = challengeScore(ratings);
    setScore(points);
    const improved = record(card.id, points);
    setStatus(`Score ${points} out of 100.${improved ? ' New best for this card!' : ''}`);
  }

  return (
    <div className={layout.game}>
      <article className={styles.card} aria-labelledby={`${ids}-prompt`}>
        <p className={styles.badge}>{card.emotion ? `Emotion: ${card.emotion}` : `Character: ${card.character}`}</p>
        <h3 id={`${ids}-prompt`} className={styles.cardPrompt}>
          {card.prompt}
        </h3>
        <p className={styles.line} lang={card.lang}>
          {card.line}
        </p>
        <h4 className={styles.tipsTitle}>Tips</h4>
        <ul className={styles.tips}>
          {card.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className={layout.meta}>
          Card {index + 1} of {challenges.length} · {best === undefined ? 'No best score yet' : `Best score ${best}`}
        </p>
      </article>

      <div className={layout.row}>
        <button type="button" className="button" onClick={toggleRecording} aria-pressed={recording}>
          {recording ? 'Stop recording' : 'Record'}
        </button>
        <button type="button" className="button button--ghost" onClick={next}>
          Next card
        </button>
      </div>
      <RecordedTake state={recorder.state} url={recorder.url} label="Your performance" />

      <div className={layout.rate}>
        {CHALLENGE_CRITERIA.map((criterion) => (
          <RatingGroup
            key={criterion}
            legend={CRITERION_LABELS[criterion]}
            hint="1 weak, 5 strong"
            name={`${ids}-${criterion}`}
            options={POINTS}
            value={ratings[criterion]}
            onChange={(value) => {
              setRatings((current) => ({ ...current, [criterion]: value }));
              setScore(null);
            }}
          />
        ))}
        <button type="button" className="button" onClick={save} disabled={!complete(ratings) || score !== null}>
          Save score
        </button>
      </div>
      {score !== null && (
        <p className={layout.score}>
          Score <strong>{score}</strong> / 100
        </p>
      )}
      <p className={layout.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
