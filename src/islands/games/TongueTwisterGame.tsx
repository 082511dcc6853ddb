import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { unreached } from '../../api/api-result';
import { lazyApi } from '../../api/lazy-api';
import { TWISTER_RATINGS, type TwisterRating, twisterScore, wordCount } from '../../domain/games-scoring';
import { commonWords } from '../../i18n/namespaces/common';
import { gamesWords } from '../../i18n/namespaces/games';
import { useWords } from '../common/use-messages';
import layout from './GameLayout.module.css';
import RatingGroup from './RatingGroup';
import RecordedTake from './RecordedTake';
import styles from './TongueTwisterGame.module.css';
import type { TongueTwister } from './types';
import { useBestScores } from './use-best-scores';
import { useRecorder } from './use-recorder';

interface Props {
  twisters: TongueTwister[];
}

type Lang = TongueTwister['lang'];

const SETS: readonly Lang[] = ['hi', 'en'];

const gamesApi = lazyApi(() => import('../../api/games'));

const shortLabel = (text: string) => (text.length > 34 ? `${text.slice(0, 32).trimEnd()}…` : text);

/** Read a tongue twister against the clock, hear the model reading, record yourself, rate the take. */
export default function TongueTwisterGame({ twisters }: Props) {
  const ids = useId();
  const words = useWords(gamesWords);
  const [lang, setLang] = useState<Lang>('hi');
  const set = useMemo(() => twisters.filter((twister) => twister.lang === lang), [twisters, lang]);
  const [index, setIndex] = useState(0);
  const twister = set[Math.min(index, set.length - 1)];
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const startedAt = useRef(0);
  const [recordTake, setRecordTake] = useState(true);
  const [rating, setRating] = useState<TwisterRating | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [modelSrc, setModelSrc] = useState<string | null>(null);
  const model = useRef<HTMLAudioElement>(null);
  const common = useWords(commonWords);
  const recorder = useRecorder();
  const { bests, record } = useBestScores('tongue-twister');

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setElapsed((performance.now() - startedAt.current) / 1000), 100);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (modelSrc) model.current?.play().catch(() => undefined);
  }, [modelSrc]);

  if (!twister) return null;
  const best = bests[twister.id];

  function reset(nextStatus = '') {
    setRunning(false);
    setElapsed(0);
    setRating(null);
    setScore(null);
    setModelSrc(null);
    recorder.stop();
    recorder.clear();
    setStatus(nextStatus);
  }

  function choose(nextLang: Lang, nextIndex: number) {
    const next = twisters.filter((entry) => entry.lang === nextLang)[nextIndex];
    setLang(nextLang);
    setIndex(nextIndex);
    reset(next ? words.twisterOf(nextIndex + 1, twisters.filter((e) => e.lang === nextLang).length) : '');
  }

  async function hear() {
    if (!twister) return;
    const loaded = await gamesApi.load().catch(() => null);
    if (!loaded) {
      setStatus(unreached().error);
      return;
    }
    const src = loaded.client.urlOf(loaded.contracts.modelReading, { params: { id: twister.id } });
    if (modelSrc === src) model.current?.play().catch(() => undefined);
    else setModelSrc(src);
    setStatus(words.playingModel);
  }

  async function startTimer() {
    setRating(null);
    setScore(null);
    recorder.clear();
    startedAt.current = performance.now();
    setElapsed(0);
    setRunning(true);
    if (!recordTake) {
      setStatus(words.timerStarted);
      return;
    }
    setStatus(words.timerRecording);
    const started = await recorder.start();
    if (started === 'no-microphone') setStatus(words.timerNoMic);
    else if (started === 'unreachable') setStatus(common.networkError);
  }

  function stopTimer() {
    const seconds = (performance.now() - startedAt.current) / 1000;
    setElapsed(seconds);
    setRunning(false);
    recorder.stop();
    setStatus(words.timerStopped(words.seconds(seconds)));
  }

  function save() {
    if (!twister || !rating || elapsed <= 0) return;
    const points = twisterScore({
      seconds: elapsed,
      difficulty: twister.difficulty,
      words: wordCount(twister.text),
      rating,
    });
    setScore(points);
    const improved = record(twister.id, points);
    setStatus(words.twisterScored(points, improved, bests[twister.id] ?? points));
  }

  const stopped = !running && elapsed > 0;

  return (
    <div className={layout.game}>
      <div className={layout.controls}>
        <RatingGroup
          legend={words.set}
          name={`${ids}-set`}
          className={styles.sets}
          options={SETS.map((value) => ({ value, label: words.sets[value] }))}
          value={lang}
          onChange={(value) => choose(value, 0)}
        />
        <div className={layout.field}>
          <label htmlFor={`${ids}-twister`}>{words.tongueTwister}</label>
          <select
            id={`${ids}-twister`}
            className={styles.choice}
            value={twister.id}
            onChange={(event) =>
              choose(
                lang,
                set.findIndex((entry) => entry.id === event.target.value),
              )
            }
          >
            {set.map((entry, i) => (
              <option key={entry.id} value={entry.id} lang={entry.lang}>
                {i + 1}. {shortLabel(entry.text)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--ghost" onClick={() => choose(lang, (index + 1) % set.length)}>
          {words.nextTwister}
        </button>
      </div>

      <figure className={styles.prompt}>
        <p className={styles.twister} lang={twister.lang}>
          {twister.text}
        </p>
        <figcaption className={layout.meta}>
          {words.difficulty(twister.difficulty)} · {best === undefined ? words.noBestYet : words.bestScore(best)}
        </figcaption>
      </figure>

      <div className={layout.row}>
        <button type="button" className="button button--ghost" onClick={hear}>
          {words.hearIt}
        </button>
        {/* biome-ignore lint/a11y/useMediaCaption: the words are on screen (the twister or the card line); takes are the student's own voice */}
        <audio
          ref={model}
          className={layout.audio}
          controls
          hidden={!modelSrc}
          src={modelSrc ?? undefined}
          aria-label={words.modelReading}
          onError={() => modelSrc && setStatus(words.modelFailed)}
        />
      </div>

      <div className={layout.row}>
        <button
          type="button"
          className="button"
          onClick={running ? stopTimer : startTimer}
          aria-pressed={running}
          {...recorder.intent}
        >
          {running ? words.stopTimer : words.startTimer}
        </button>
        <p className={styles.clock} role="timer" aria-label={words.time}>
          {words.seconds(elapsed)}
        </p>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={recordTake}
            disabled={running}
            onChange={(event) => setRecordTake(event.target.checked)}
          />
          {words.recordMyself}
        </label>
      </div>
      <RecordedTake state={recorder.state} url={recorder.url} label={words.yourRecording} />

      {stopped && (
        <div className={layout.rate}>
          <RatingGroup
            legend={words.howClean}
            name={`${ids}-rating`}
            options={TWISTER_RATINGS.map((value) => ({ value, label: words.ratings[value] }))}
            value={rating}
            onChange={setRating}
          />
          <button type="button" className="button" onClick={save} disabled={!rating || score !== null}>
            {words.saveScore}
          </button>
        </div>
      )}

      {score !== null && (
        <p className={layout.score}>
          {words.score} <strong>{score}</strong>
        </p>
      )}
      <p className={layout.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
