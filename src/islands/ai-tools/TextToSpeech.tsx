import { useEffect, useId, useState } from 'react';
import { PROGRESS_DONE, SPEECH_PROGRESS } from '../../domain/progress';
import { speaksInParts } from '../../domain/speech-parts';
import { CARD_HOLDER_MAX, canGenerate, FREE_TRIAL_LIMIT, maxTextLength, trialNotice } from '../../domain/trial';
import { failureMessage } from '../../i18n/failure-message';
import { formatCount } from '../../i18n/format-count';
import { failuresWords } from '../../i18n/namespaces/failures';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { trialNoticeText } from '../../i18n/trial-text';
import { $selectedVoice, $session, $trialExhausted } from '../../stores/voice-session';
import { generateSpeech, generateSpeechInParts, HandledError } from '../../stores/voice-tools';
import FormError from '../common/FormError';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import CardLoginButton from './CardLoginButton';
import ProgressBar from './ProgressBar';
import fields from './ToolFields.module.css';
import panel from './ToolPanel.module.css';
import { usePartPlayer } from './use-part-player';
import { useSimulatedProgress } from './use-simulated-progress';
import VoicePicker from './VoicePicker';

/** The file name of a download: vauxa-speech-2025-06-18T10-30-00.mp3. */
export function speechFileName(now = new Date()): string {
  return `vauxa-speech-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.mp3`;
}

/**
 * Text to speech: text box, voice list, Generate, player and MP3 download. A short text shows simulated progress; a
 * long one is spoken in parts with real progress (parts ready of all), and plays from its first part.
 */
export default function TextToSpeech() {
  const words = useWords(voiceToolsWords);
  const failures = useWords(failuresWords);
  const session = useStore($session);
  const exhausted = useStore($trialExhausted);
  const voiceId = useStore($selectedVoice);
  const [text, setText] = useState('');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ url: string; fileName: string } | null>(null);
  /** A long text's progress: parts ready, of a total the server gives with the first part. */
  const [parts, setParts] = useState<{ done: number; total: number | null } | null>(null);
  /** Whether the player holds one file, or the parts of a long text (which the part player loads itself). */
  const [chained, setChained] = useState(false);
  const { progress, start, finish } = useSimulatedProgress(SPEECH_PROGRESS);
  const player = usePartPlayer();
  const id = useId();

  useEffect(
    () => () => {
      if (result) URL.revokeObjectURL(result.url);
    },
    [result],
  );

  const card = session.authenticated;
  const used = session.charactersUsed;
  const maxLength = card ? CARD_HOLDER_MAX : maxTextLength(used);
  const message = card ? null : trialNotice(used, text.length);
  const locked = !card && exhausted;
  const allowed = card ? text.length <= CARD_HOLDER_MAX : canGenerate(used, text.length);
  const disabled = generating || locked || text.trim().length === 0 || voiceId === '' || !allowed;

  const speakInParts = async () => {
    setResult(null);
    setChained(true);
    setParts({ done: 0, total: null });
    const audio = await generateSpeechInParts(text, voiceId, (part, done, total) => {
      player.add(part);
      setParts({ done, total });
    });
    const url = URL.createObjectURL(audio);
    setResult({ url, fileName: speechFileName() });
    player.complete(url);
  };

  const onGenerate = async () => {
    if (disabled) return;
    setGenerating(true);
    setError(null);
    const long = speaksInParts(text);
    player.reset();
    if (!long) start();
    try {
      if (long) await speakInParts();
      else {
        setChained(false);
        const audio = await generateSpeech(text, voiceId);
        setResult({ url: URL.createObjectURL(audio), fileName: speechFileName() });
      }
    } catch (failure) {
      if (!(failure instanceof HandledError)) {
        setError(failureMessage(words.generatingSpeech, failure, failures));
      }
    } finally {
      // Short or long, the bar ends at 100 and is gone 2 s later.
      setParts(null);
      finish();
      setGenerating(false);
    }
  };

  const partsText = !parts
    ? undefined
    : parts.total === null
      ? words.firstPart
      : words.partsReady(parts.done, parts.total);

  return (
    <div className={panel.panelBody}>
      <div className={fields.field}>
        <label htmlFor={`${id}-text`}>{words.textToConvert}</label>
        <textarea
          id={`${id}-text`}
          className={fields.textarea}
          rows={7}
          maxLength={maxLength}
          disabled={locked}
          value={text}
          placeholder={words.textPlaceholder}
          aria-describedby={`${id}-count${message ? ` ${id}-message` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-count`} className={fields.hint}>
          {card
            ? words.cardCount(formatCount(text.length), formatCount(CARD_HOLDER_MAX))
            : words.trialCount(text.length, maxLength, FREE_TRIAL_LIMIT)}
        </p>
        {message && (
          <p
            id={`${id}-message`}
            className={message.kind === 'limit' ? panel.error : panel.warning}
            role={message.kind === 'limit' ? 'alert' : 'status'}
          >
            {trialNoticeText(message, words)}
          </p>
        )}
      </div>

      {locked && (
        <div className={panel.blocked} role="alert">
          <p>
            <strong>{words.trialCompleteStrong}</strong> {words.trialCompleteRest(FREE_TRIAL_LIMIT)}
          </p>
          <CardLoginButton />
        </div>
      )}

      <VoicePicker disabled={generating} />

      <div className="button-row">
        <button type="button" className="button" disabled={disabled} onClick={() => void onGenerate()}>
          {generating ? words.generating : words.generateSpeech}
        </button>
      </div>
      <ProgressBar
        label={words.generatingSpeech}
        value={parts?.total ? Math.round((parts.done / parts.total) * PROGRESS_DONE) : parts ? 0 : progress}
        valueText={partsText}
      />
      {parts && (
        <p className={fields.hint} role="status">
          {words.speakingInParts(partsText ?? '')}
        </p>
      )}
      <FormError message={error} className={panel.error} />

      {(result || (generating && chained)) && (
        <div className={panel.result}>
          <h3 className={panel.resultHeading}>{words.yourAudio}</h3>
          {/* biome-ignore lint/a11y/useMediaCaption: generated speech of the visitor's own text, which is on screen */}
          <audio
            ref={player.audio}
            controls
            src={chained ? undefined : result?.url}
            className={panel.player}
            onEnded={player.onEnded}
          />
          {result && (
            <a className="button button--ghost" href={result.url} download={result.fileName}>
              {words.downloadMp3}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
