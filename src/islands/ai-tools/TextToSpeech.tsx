import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { SPEECH_PROGRESS } from '../../domain/progress';
import { CARD_HOLDER_MAX, canGenerate, FREE_TRIAL_LIMIT, maxTextLength, trialMessage } from '../../domain/trial';
import {
  $selectedVoice,
  $session,
  $trialExhausted,
  generateSpeech,
  HandledError,
  showView,
} from '../../stores/voice-session';
import FormError from '../common/FormError';
import ProgressBar from './ProgressBar';
import fields from './ToolFields.module.css';
import panel from './ToolPanel.module.css';
import { useSimulatedProgress } from './use-simulated-progress';
import VoicePicker from './VoicePicker';

/** The file name of a download: vauxa-speech-2025-06-18T10-30-00.mp3. */
export function speechFileName(now = new Date()): string {
  return `vauxa-speech-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.mp3`;
}

/** Text to speech: text box, voice list, Generate with simulated progress, player and MP3 download. */
export default function TextToSpeech() {
  const session = useStore($session);
  const exhausted = useStore($trialExhausted);
  const voiceId = useStore($selectedVoice);
  const [text, setText] = useState('');
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ url: string; fileName: string } | null>(null);
  const { progress, start, finish } = useSimulatedProgress(SPEECH_PROGRESS);
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
  const message = card ? null : trialMessage(used, text.length);
  const locked = !card && exhausted;
  const allowed = card ? text.length <= CARD_HOLDER_MAX : canGenerate(used, text.length);
  const disabled = generating || locked || text.trim().length === 0 || voiceId === '' || !allowed;

  const onGenerate = async () => {
    if (disabled) return;
    setGenerating(true);
    setError(null);
    start();
    try {
      const audio = await generateSpeech(text, voiceId);
      setResult({ url: URL.createObjectURL(audio), fileName: speechFileName() });
    } catch (failure) {
      if (!(failure instanceof HandledError)) {
        setError(`Could not generate audio: ${failure instanceof Error ? failure.message : 'please try again.'}`);
      }
    } finally {
      finish();
      setGenerating(false);
    }
  };

  return (
    <div className={panel.panelBody}>
      <div className={fields.field}>
        <label htmlFor={`${id}-text`}>Text to convert</label>
        <textarea
          id={`${id}-text`}
          className={fields.textarea}
          rows={7}
          maxLength={maxLength}
          disabled={locked}
          value={text}
          placeholder="यहाँ अपना टेक्स्ट लिखें या चिपकाएँ… / Type or paste your text here…"
          aria-describedby={`${id}-count${message ? ` ${id}-message` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-count`} className={fields.hint}>
          {card
            ? `${text.length.toLocaleString('en-IN')}/${CARD_HOLDER_MAX.toLocaleString('en-IN')} characters`
            : `${text.length} characters in this message · ${maxLength} of ${FREE_TRIAL_LIMIT} free characters left`}
        </p>
        {message && (
          <p
            id={`${id}-message`}
            className={message.kind === 'limit' ? panel.error : panel.warning}
            role={message.kind === 'limit' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </div>

      {locked && (
        <div className={panel.blocked} role="alert">
          <p>
            <strong>Your free trial is complete.</strong> You have used all {FREE_TRIAL_LIMIT} free characters. Please
            apply for the card for more usage, or log in if you already have one.
          </p>
          <button type="button" className="button" onClick={() => showView('login')}>
            Log in with card
          </button>
        </div>
      )}

      <VoicePicker disabled={generating} />

      <div className="button-row">
        <button type="button" className="button" disabled={disabled} onClick={() => void onGenerate()}>
          {generating ? 'Generating...' : 'Generate Speech'}
        </button>
      </div>
      <ProgressBar label="Generating speech" value={progress} />
      <FormError message={error} className={panel.error} />

      {result && (
        <div className={panel.result}>
          <h3 className={panel.resultHeading}>Your audio</h3>
          {/* biome-ignore lint/a11y/useMediaCaption: generated speech of the visitor's own text, which is on screen */}
          <audio controls src={result.url} className={panel.player} />
          <a className="button button--ghost" href={result.url} download={result.fileName}>
            Download MP3
          </a>
        </div>
      )}
    </div>
  );
}
