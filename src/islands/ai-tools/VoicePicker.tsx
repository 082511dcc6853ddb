import { useEffect, useId, useRef, useState } from 'react';
import { type ListedVoice, VOICE_LANGUAGES } from '../../domain/voice-schemas';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { $selectedVoice, $voices } from '../../stores/voice-session';
import { fetchPreview } from '../../stores/voice-tools';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import fields from './ToolFields.module.css';
import styles from './VoicePicker.module.css';

/** Hindi for text written in Devanagari (the Hindi voice names), otherwise the page's language. */
const langOf = (text: string) => (/[\u0900-\u097F]/.test(text) ? 'hi' : undefined);

interface Props {
  disabled?: boolean;
}

type Preview = 'idle' | 'loading' | 'playing';

/**
 * The voice list, grouped by the language each voice speaks (Hindi names kept; the holder's own voices last), each
 * voice described in the page's language, and the Preview button of the selected voice, which says while it plays.
 */
export default function VoicePicker({ disabled = false }: Props) {
  const words = useWords(voiceToolsWords);
  const voices = useStore($voices);
  const selected = useStore($selectedVoice);
  const [preview, setPreview] = useState<Preview>('idle');
  const player = useRef<HTMLAudioElement | null>(null);
  const id = useId();
  const own = voices.filter((voice) => voice.own);
  const groups = [
    ...VOICE_LANGUAGES.map((language) => ({
      label: words.voiceLanguages[language],
      voices: voices.filter((voice) => !voice.own && voice.language === language),
    })),
    { label: words.otherVoices, voices: voices.filter((voice) => !voice.own && !voice.language) },
    { label: words.yourVoices, voices: own },
  ].filter((group) => group.voices.length > 0);
  const selectedVoice = voices.find((voice) => voice.voice_id === selected);

  useEffect(() => () => player.current?.pause(), []);

  const stop = () => {
    player.current?.pause();
    setPreview('idle');
  };

  const onPreview = async () => {
    if (preview === 'playing') return stop();
    if (!selected || preview === 'loading') return;
    setPreview('loading');
    player.current?.pause();
    const sample = await fetchPreview(selected);
    if (!sample) return setPreview('idle');
    const url = URL.createObjectURL(sample);
    const audio = new Audio(url);
    player.current = audio;
    audio.addEventListener('ended', () => {
      URL.revokeObjectURL(url);
      if (player.current === audio) setPreview('idle');
    });
    const played = await audio.play().then(
      () => true,
      () => false,
    );
    setPreview(played && !audio.ended ? 'playing' : 'idle');
  };

  const description = (voice: ListedVoice | undefined) => {
    if (!voice) return { text: '', lang: undefined };
    if (voice.language && voice.gender) {
      const language = words.voiceLanguages[voice.language];
      return { text: words.describeVoice(language, words.voiceGenders[voice.gender]), lang: undefined };
    }
    return { text: voice.description, lang: langOf(voice.description) };
  };
  const hint = description(selectedVoice);

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
          onChange={(event) => {
            stop();
            $selectedVoice.set(event.target.value);
          }}
        >
          {voices.length === 0 && <option value="">{words.loadingVoices}</option>}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.voices.map((voice) => (
                <option key={voice.voice_id} value={voice.voice_id} lang={langOf(voice.name)}>
                  {voice.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button
          type="button"
          className="button button--ghost"
          disabled={!selected || preview === 'loading'}
          aria-pressed={preview === 'playing'}
          onClick={() => void onPreview()}
        >
          {preview === 'loading'
            ? words.loadingPreview
            : preview === 'playing'
              ? words.stopPreview
              : words.previewVoice}
        </button>
      </div>
      <p id={`${id}-voice-hint`} className={fields.hint} lang={hint.lang}>
        {hint.text}
      </p>
      <p className={styles.playing} role="status">
        {preview === 'playing' && (
          <>
            <span className={styles.wave} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>{words.playingPreview}</span>
          </>
        )}
      </p>
    </div>
  );
}
