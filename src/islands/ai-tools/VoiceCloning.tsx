import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import {
  AUDIO_ACCEPT,
  MAX_AUDIO_BYTES,
  normalizeAudioType,
  RECOMMENDED_SAMPLE_SECONDS,
} from '../../domain/audio-upload';
import { clonedVoiceName } from '../../domain/cloned-voice-name';
import { failureMessage } from '../../domain/failure-message';
import { CLONE_PROGRESS } from '../../domain/progress';
import { VOICE_PROFILE_NOTICE, VOICE_PROFILE_NOTICE_HI } from '../../domain/voice';
import { useT } from '../../i18n/use-messages';
import { $voices, cloneVoice } from '../../stores/voice-session';
import FormError from '../common/FormError';
import { toWav } from './audio-to-wav';
import ProgressBar from './ProgressBar';
import fields from './ToolFields.module.css';
import panel from './ToolPanel.module.css';
import { useSimulatedProgress } from './use-simulated-progress';
import styles from './VoiceCloning.module.css';

interface Sample {
  audio: Blob;
  fileName: string;
  /** Length in seconds when known. */
  seconds: number | null;
  url: string;
}

interface Props {
  /** Shows the new voice in Text to Speech. */
  onUseVoice: () => void;
}

const wavName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'sample'}.wav`;

/** Voice cloning for card holders: upload or record a sample (sent as WAV), then clone it. */
export default function VoiceCloning({ onUseVoice }: Props) {
  const t = useT();
  const words = t.aiTools;
  const [sample, setSample] = useState<Sample | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [cloning, setCloning] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const { progress, start, finish } = useSimulatedProgress(CLONE_PROGRESS);
  const id = useId();

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    },
    [],
  );
  useEffect(
    () => () => {
      if (sample) URL.revokeObjectURL(sample.url);
    },
    [sample],
  );

  const acceptSample = async (audio: Blob, fileName: string) => {
    // The server's embedded engine reads WAV; anything the browser can decode is converted here.
    try {
      const { wav, seconds } = await toWav(audio);
      setSample({ audio: wav, fileName: wavName(fileName), seconds, url: URL.createObjectURL(wav) });
    } catch {
      setSample({ audio, fileName, seconds: null, url: URL.createObjectURL(audio) });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    setCreated(null);
    if (!file) return;
    if (!normalizeAudioType(file.type)) {
      setNotice(words.fileNotUsed(file.name, words.unsupportedAudio));
      return;
    }
    if (file.size > MAX_AUDIO_BYTES) {
      setNotice(words.fileNotUsed(file.name, words.audioTooLarge));
      return;
    }
    setNotice(null);
    await acceptSample(file, file.name);
  };

  const startRecording = async () => {
    setError(null);
    setNotice(null);
    setCreated(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setNotice(words.noMicrophone);
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.addEventListener('dataavailable', (event) => chunks.push(event.data));
    media.addEventListener('stop', () => {
      for (const track of stream.getTracks()) track.stop();
      void acceptSample(new Blob(chunks, { type: media.mimeType }), 'recording');
    });
    recorder.current = media;
    media.start();
    setElapsed(0);
    const startedAt = Date.now();
    timer.current = window.setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / 1000)), 500);
    setRecording(true);
  };

  const stopRecording = () => {
    window.clearInterval(timer.current);
    recorder.current?.stop();
    recorder.current = null;
    setRecording(false);
  };

  const onClone = async () => {
    if (!sample || cloning) return;
    setCloning(true);
    setError(null);
    start();
    const stamp = new Date();
    const name = clonedVoiceName(
      $voices.get().map((voice) => voice.name),
      stamp,
    );
    try {
      const voice = await cloneVoice(
        sample.audio,
        sample.fileName,
        name,
        words.cloneDescription(stamp.toLocaleDateString('en-IN')),
      );
      setCreated(voice.name);
    } catch (failure) {
      setError(failureMessage(words.cloningYourVoice, failure, t.common));
    } finally {
      finish();
      setCloning(false);
    }
  };

  const short =
    sample?.seconds !== null && sample?.seconds !== undefined && sample.seconds < RECOMMENDED_SAMPLE_SECONDS;
  const clock = `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`;

  return (
    <div className={panel.panelBody}>
      <p className={panel.note}>
        {/* The English page shows the notice in both languages; the Hindi page in Hindi. */}
        {t.locale === 'en' && `${VOICE_PROFILE_NOTICE} `}
        <span lang="hi">{VOICE_PROFILE_NOTICE_HI}</span>
      </p>
      <p className={fields.hint}>{words.sampleAdvice}</p>

      <div className={styles.sampleSources}>
        <div className={`${fields.field} ${styles.sampleSource}`}>
          <label htmlFor={`${id}-file`}>{words.uploadFile}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={recording || cloning}
            onChange={(event) => void onFile(event)}
          />
        </div>
        <div className={`${fields.field} ${styles.sampleSource}`}>
          <span className={fields.label}>{words.orRecord}</span>
          {recording ? (
            <button type="button" className="button" onClick={stopRecording}>
              {words.stopRecording(clock)}
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              disabled={cloning}
              onClick={() => void startRecording()}
            >
              {words.startRecording}
            </button>
          )}
          {recording && (
            <p className={fields.hint} role="status">
              {words.recording(clock)}
            </p>
          )}
        </div>
      </div>

      {notice && (
        <p className={panel.warning} role="status">
          {notice}
        </p>
      )}

      {sample && (
        <div className={panel.result}>
          <h3 className={panel.resultHeading}>{words.yourSample}</h3>
          {/* biome-ignore lint/a11y/useMediaCaption: the visitor's own voice sample */}
          <audio controls src={sample.url} className={panel.player} />
          <p className={fields.hint}>
            {sample.fileName}
            {sample.seconds !== null ? ` · ${Math.round(sample.seconds)} s` : ''}
          </p>
          {short && <p className={panel.warning}>{words.shortSample}</p>}
        </div>
      )}

      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!sample || cloning || recording}
          onClick={() => void onClone()}
        >
          {cloning ? words.cloning : words.cloneVoice}
        </button>
      </div>
      <ProgressBar label={words.cloningVoice} value={progress} />
      <FormError message={error} className={panel.error} />
      {created && (
        <div className={panel.success} role="status">
          <p>{words.voiceReady(created)}</p>
          <button type="button" className="button button--ghost" onClick={onUseVoice}>
            {words.useInTextToSpeech}
          </button>
        </div>
      )}
    </div>
  );
}
