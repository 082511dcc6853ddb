import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { voiceToolsWords } from '../../i18n/messages/en/voice-tools';
import { useWords } from '../../i18n/use-messages';
import { $selectedVoice, $voices } from '../../stores/voice-session';
import { fetchPreview } from '../../stores/voice-tools';
import fields from './ToolFields.module.css';
import styles from './VoicePicker.module.css';

/** Hindi for text written in Devanagari (the Hindi voice names and descriptions), otherwise the page's language. */
const langOf = (text: string) => (/[\u0900-\u097F]/.test(text) ? 'hi' : undefined);

interface Props {
  disabled?: boolean;
}

/** The voice list (Hindi names; the holder's own voices grouped) and the Preview button of the selected voice. */
export default function VoicePicker({ disabled = false }: Props) {
  const words = useWords(voiceToolsWords);
  const voices = useStore($voices);
  const selected = useStore($selectedVoice);
  const [previewing, setPreviewing] = useState(false);
  const player = useRef<HTMLAudioElement | null>(null);
  const id = useId();
  const shared = voices.filter((voice) => !voice.own);
  const own = voices.filter((voice) => voice.own);

  useEffect(() => () => player.current?.pause(), []);

  const onPreview = async () => {
    if (!selected || previewing) return;
    setPreviewing(true);
    player.current?.pause();
    const sample = await fetchPreview(selected);
    if (sample) {
      const url = URL.createObjectURL(sample);
      const audio = new Audio(url);
      player.current = audio;
      audio.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
      await audio.play().catch(() => undefined);
    }
    setPreviewing(false);
  };

  const describeVoice = (voiceId: string) => voices.find((voice) => voice.voice_id === voiceId)?.description ?? '';

  return (
    <div className={fields.field}>
      <label htmlFor={`${id}-voice`}>{words.voice}</label>
      <div className={styles.voiceRow}>
        <select
          id={`${id}-voice`}
          className={`${fields.select} ${styles.voiceSelect}`}
          value={selected}
          disabled={disabled || voices.length === 0}
          aria-describedby={`${id}-voice-hint`}
          onChange={(event) => $selectedVoice.set(event.target.value)}
        >
          {voices.length === 0 && <option value="">{words.loadingVoices}</option>}
          {shared.map((voice) => (
            <option key={voice.voice_id} value={voice.voice_id} lang={langOf(voice.name)}>
              {voice.name}
            </option>
          ))}
          {own.length > 0 && (
            <optgroup label={words.yourVoices}>
              {own.map((voice) => (
                <option key={voice.voice_id} value={voice.voice_id}>
                  {voice.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <button
          type="button"
          className="button button--ghost"
          disabled={!selected || previewing}
          onClick={() => void onPreview()}
        >
          {previewing ? words.loadingPreview : words.previewVoice}
        </button>
      </div>
      <p id={`${id}-voice-hint`} className={fields.hint} lang={langOf(describeVoice(selected))}>
        {describeVoice(selected)}
      </p>
    </div>
  );
}
