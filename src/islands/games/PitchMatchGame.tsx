import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  centsOff,
  DEFAULT_TARGET_MIDI,
  DEFAULT_VOICE_TYPE,
  nearestMidi,
  noteName,
  startingNote,
  targetNotes,
  VOICE_TYPE_RANGES,
  type VoiceType,
  wholeCents,
} from '../../domain/pitch';
import {
  advanceHold,
  HOLD_MAX_SECONDS,
  HOLD_TO_SCORE_SECONDS,
  type HoldState,
  initialHold,
  pitchScore,
} from '../../domain/pitch-hold';
import type { Messages } from '../../i18n/messages/en';
import { commonWords } from '../../i18n/namespaces/common';
import { gamesWords } from '../../i18n/namespaces/games';
import { pitchMatchWords } from '../../i18n/namespaces/pitch-match';
import { importAgain, onDemand } from '../../loading/on-demand';
import { intentToUse } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import layout from './GameLayout.module.css';
import { MicHint } from './MicNotice';
import { $micStatus, microphoneAccess } from './microphone';
import styles from './PitchMatchGame.module.css';
import PitchMeter, { METER_RANGE_CENTS } from './PitchMeter';
import RatingGroup from './RatingGroup';
import { useBestScores } from './use-best-scores';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [pitchMatchWords, gamesWords, commonWords];

/** Samples per analysis: 4096 reach 60 Hz at 48 kHz (see detectPitch). */
const FFT_SIZE = 4096;
const ANALYSE_EVERY_MS = 60;
/** Screen-reader values and readouts change at most this often. */
const ANNOUNCE_EVERY_MS = 250;
const REFERENCE_TONE_SECONDS = 1.5;

/** The pitch analysis loads when a visitor starts listening (or points at, focuses or touches Start). */
const pitchDetection = onDemand(() => importAgain(() => import('../../domain/pitch-detection')));

const VOICE_TYPES = Object.keys(VOICE_TYPE_RANGES) as VoiceType[];

interface Reading {
  hz: number | null;
  cents: number | null;
  hold: HoldState;
}

/** 'In tune', '12 cents sharp', '80 cents flat'. */
function centsText(cents: number, pitch: Messages['pitchMatch']): string {
  const whole = wholeCents(cents);
  return whole === 0 ? pitch.inTune : pitch.centsOff(Math.abs(whole), whole > 0);
}

function meterText(reading: Reading, pitch: Messages['pitchMatch']): string {
  if (reading.hz === null || reading.cents === null) return pitch.noPitch;
  return `${centsText(reading.cents, pitch)}, ${Math.round(reading.hz)} Hz`;
}

/** Sing or hum the target note and hold it within 50 cents for 3 seconds (up to 6 for a higher score). */
export default function PitchMatchGame() {
  const ids = useId();
  const words = useWords(gamesWords);
  const pitch = useWords(pitchMatchWords);
  const common = useWords(commonWords);
  const [voiceType, setVoiceType] = useState<VoiceType>(DEFAULT_VOICE_TYPE);
  const notes = useMemo(() => targetNotes(voiceType), [voiceType]);
  const [targetMidi, setTargetMidi] = useState(DEFAULT_TARGET_MIDI);
  const target = notes.find((note) => note.midi === targetMidi) ?? notes[0];
  const [listening, setListening] = useState(false);
  const [reading, setReading] = useState<Reading>({ hz: null, cents: null, hold: initialHold });
  const [result, setResult] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const needle = useRef<HTMLSpanElement>(null);
  const session = useRef<{ stop: () => void } | null>(null);
  const { bests, record } = useBestScores('pitch-match');

  useEffect(() => () => session.current?.stop(), []);

  if (!target) return null;
  const targetLabel = `${target.name} (${Math.round(target.hz)} Hz)`;
  const best = bests[String(target.midi)];
  const liveScore = pitchScore(reading.hold.best);
  const held = reading.hold.current?.seconds ?? 0;

  function stopListening() {
    session.current?.stop();
    session.current = null;
    setListening(false);
    if (needle.current) {
      needle.current.style.left = '50%';
      needle.current.dataset.silent = 'true';
      needle.current.dataset.inTune = 'false';
    }
  }

  function finish(hold: HoldState, targetMidiAtStart: number) {
    stopListening();
    const points = pitchScore(hold.best);
    setResult(points);
    const seconds = words.seconds(hold.best?.seconds ?? 0);
    if (points === 0) {
      setStatus(pitch.roundNoScore(seconds, HOLD_TO_SCORE_SECONDS));
      return;
    }
    const improved = record(String(targetMidiAtStart), points);
    setStatus(pitch.roundScore(points, seconds, improved));
  }

  async function startListening() {
    if (!target) return;
    setResult(null);
    setStatus(pitch.askingMic);
    let detectPitch: typeof import('../../domain/pitch-detection')['detectPitch'];
    let microphone: typeof import('./open-microphone');
    try {
      [{ detectPitch }, microphone] = await Promise.all([pitchDetection.load(), microphoneAccess.load()]);
    } catch {
      setStatus(common.networkError);
      return;
    }
    const stream = await microphone.openMicrophone($micStatus.set);
    if (!stream) {
      setStatus(pitch.pitchNeedsMic);
      return;
    }
    const audio = new AudioContext();
    await audio.resume();
    const analyser = audio.createAnalyser();
    analyser.fftSize = FFT_SIZE;
    audio.createMediaStreamSource(stream).connect(analyser);
    const frame = new Float32Array(analyser.fftSize);
    const targetHz = target.hz;
    const targetMidiAtStart = target.midi;
    const begun = performance.now();
    let hold = initialHold;
    let lastAnnounce = 0;
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(frame);
      const now = performance.now();
      const hz = detectPitch(frame, audio.sampleRate);
      const cents = hz === null ? null : centsOff(hz, targetHz);
      hold = advanceHold(hold, (now - begun) / 1000, cents);
      if (needle.current) {
        const shown = Math.max(-METER_RANGE_CENTS, Math.min(METER_RANGE_CENTS, cents ?? 0));
        needle.current.style.left = `${50 + (shown / METER_RANGE_CENTS) * 50}%`;
        needle.current.dataset.silent = String(cents === null);
        needle.current.dataset.inTune = String(cents !== null && Math.abs(cents) <= 50);
      }
      if (hold.finished) {
        setReading({ hz, cents, hold });
        finish(hold, targetMidiAtStart);
      } else if (now - lastAnnounce >= ANNOUNCE_EVERY_MS) {
        lastAnnounce = now;
        setReading({ hz, cents, hold });
      }
    }, ANALYSE_EVERY_MS);
    session.current = {
      stop: () => {
        window.clearInterval(timer);
        microphone.closeMicrophone(stream);
        void audio.close();
      },
    };
    setReading({ hz: null, cents: null, hold: initialHold });
    setListening(true);
    setStatus(pitch.listeningFor(targetLabel));
  }

  function stopByUser() {
    const hold = reading.hold;
    if (pitchScore(hold.best) > 0) finish(hold, target?.midi ?? targetMidi);
    else {
      stopListening();
      setStatus(pitch.stoppedListening);
    }
  }

  function playReference() {
    if (!target) return;
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = target.hz;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + REFERENCE_TONE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + REFERENCE_TONE_SECONDS);
    oscillator.onended = () => void audio.close();
    setStatus(pitch.playingNote(targetLabel));
  }

  function changeTarget(voice: VoiceType, midi: number) {
    if (listening) stopListening();
    setVoiceType(voice);
    setTargetMidi(midi);
    setResult(null);
    setReading({ hz: null, cents: null, hold: initialHold });
    setStatus(pitch.targetIs(noteName(midi)));
  }

  const yourNote = reading.hz === null ? '—' : `${Math.round(reading.hz)} Hz (${noteName(nearestMidi(reading.hz))})`;

  return (
    <div className={layout.game}>
      <div className={layout.controls}>
        <RatingGroup
          legend={pitch.yourVoice}
          name={`${ids}-voice`}
          options={VOICE_TYPES.map((value) => ({ value, label: pitch.voiceTypes[value] }))}
          value={voiceType}
          onChange={(value) => changeTarget(value, startingNote(value))}
        />
        <div className={layout.field}>
          <label htmlFor={`${ids}-note`}>{pitch.targetNote}</label>
          <select
            id={`${ids}-note`}
            value={target.midi}
            onChange={(event) => changeTarget(voiceType, Number(event.target.value))}
          >
            {notes.map((note) => (
              <option key={note.midi} value={note.midi}>
                {note.name} ({Math.round(note.hz)} Hz)
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--ghost" onClick={playReference}>
          {pitch.hearTheNote}
        </button>
      </div>

      <p className={styles.target}>
        {pitch.target} <strong>{targetLabel}</strong>
        <span className={layout.meta}> · {best === undefined ? words.noBestYet : words.bestScore(best)}</span>
      </p>

      <div className={layout.row}>
        <button
          type="button"
          className="button"
          onClick={listening ? stopByUser : startListening}
          {...intentToUse(pitchDetection, microphoneAccess)}
          aria-pressed={listening}
        >
          {listening ? pitch.stopListening : pitch.startListening}
        </button>
      </div>
      <MicHint />

      <PitchMeter
        ref={needle}
        cents={listening ? reading.cents : null}
        valueText={listening ? meterText(reading, pitch) : pitch.notListening}
      />

      <dl className={styles.readout}>
        <div>
          <dt>{pitch.you}</dt>
          <dd>{listening ? yourNote : '—'}</dd>
        </div>
        <div>
          <dt>{pitch.offBy}</dt>
          <dd>{listening && reading.cents !== null ? centsText(reading.cents, pitch) : '—'}</dd>
        </div>
        <div>
          <dt>{pitch.heldInTune}</dt>
          <dd>{pitch.heldOf(words.seconds(held), HOLD_TO_SCORE_SECONDS)}</dd>
        </div>
      </dl>
      <progress
        className={styles.progress}
        max={HOLD_MAX_SECONDS}
        value={Math.min(held, HOLD_MAX_SECONDS)}
        aria-label={pitch.timeHeld}
      />

      {(result ?? (listening ? liveScore : 0)) > 0 && (
        <p className={layout.score}>
          {words.score} <strong>{result ?? liveScore}</strong>
          {result === null && <span className={layout.meta}>{pitch.keepHolding(HOLD_MAX_SECONDS)}</span>}
        </p>
      )}
      <p className={layout.status} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
