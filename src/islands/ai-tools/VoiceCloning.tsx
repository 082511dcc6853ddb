import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import {
  AUDIO_ACCEPT,
  FORM_ROOM_BYTES,
  MAX_SAMPLE_FRAMES,
  MAX_SOURCE_BYTES,
  normalizeAudioType,
  RECOMMENDED_SAMPLE_SECONDS,
  SAMPLE_RATE,
} from '../../domain/audio-upload';
import { clonedVoiceName } from '../../domain/cloned-voice-name';
import { CLONE_PROGRESS } from '../../domain/progress';
import { MAX_UPLOAD_BYTES } from '../../domain/voice';
import { voiceSampleWav } from '../../domain/voice-sample-wav';
import { failureMessage } from '../../i18n/failure-message';
import { formatDate } from '../../i18n/format';
import { failuresWords } from '../../i18n/namespaces/failures';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { importAgain } from '../../loading/on-demand';
import { $voices } from '../../stores/voice-session';
import { cloneVoice } from '../../stores/voice-tools';
import FormError from '../common/FormError';
import { useLocale, useWords } from '../common/use-messages';
import OwnClones from './OwnClones';
import ProgressBar from './ProgressBar';
import fields from './ToolFields.module.css';
import panel from './ToolPanel.module.css';
import { useSimulatedProgress } from './use-simulated-progress';
import styles from './VoiceCloning.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [voiceToolsWords, failuresWords];

interface Sample {
  /** The file or recording as given; converted when the visitor clones. */
  audio: Blob;
  fileName: string;
  /** Length in seconds when known. */
  seconds: number | null;
  url: string;
}

/** What is sent of a longer sample: its first MAX_SENT_SECONDS. */
const MAX_SENT_SECONDS = Math.floor(MAX_SAMPLE_FRAMES / SAMPLE_RATE);
const sentMinutes = Math.floor(MAX_SENT_SECONDS / 60);
const sentSeconds = MAX_SENT_SECONDS % 60;

interface Props {
  /** Shows the new voice in Text to Speech. */
  onUseVoice: () => void;
}

const wavName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'sample'}.wav`;

/**
 * The sample as sent: converted to a WAV that fits the clone request (the converter loads only now), or the file as
 * it is when this browser cannot decode it but it fits anyway. Throws with the message to show otherwise.
 */
async function uploadable(sample: Sample, unreadableMessage: string): Promise<{ audio: Blob; fileName: string }> {
  const { decodeToMono } = await importAgain(() => import('../../browser/voice-sample'));
  try {
    const { bytes } = voiceSampleWav(await decodeToMono(sample.audio, SAMPLE_RATE, MAX_SAMPLE_FRAMES));
    return {
      audio: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }),
      fileName: wavName(sample.fileName),
    };
  } catch {
    if (sample.audio.size <= MAX_UPLOAD_BYTES - FORM_ROOM_BYTES) return sample;
    throw new Error(unreadableMessage);
  }
}

/** Voice cloning for card holders: upload or record a sample (sent as WAV), then clone it. */
export default function VoiceCloning({ onUseVoice }: Props) {
  const words = useWords(voiceToolsWords);
  const locale = useLocale();
  const failures = useWords(failuresWords);
  const [sample, setSample] = useState<Sample | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [cloning, setCloning] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const recordingStart = useRef(0);
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
  const sampleUrl = sample?.url;
  useEffect(
    () => () => {
      if (sampleUrl) URL.revokeObjectURL(sampleUrl);
    },
    [sampleUrl],
  );

  const acceptSample = (audio: Blob, fileName: string, seconds: number | null) => {
    setSample({ audio, fileName, seconds, url: URL.createObjectURL(audio) });
  };

  /** An uploaded file's length, from the player's metadata (a recording's comes from the clock). */
  const onMetadata = (duration: number) => {
    if (Number.isFinite(duration)) setSample((current) => (current ? { ...current, seconds: duration } : current));
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    setCreated(null);
    if (!file) return;
    if (!normalizeAudioType(file.type)) {
      setNotice(words.fileNotUsed(file.name, words.unsupportedAudio));
      return;
    }
    if (file.size > MAX_SOURCE_BYTES) {
      setNotice(words.fileNotUsed(file.name, words.sourceTooLarge));
      return;
    }
    setNotice(null);
    acceptSample(file, file.name, null);
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
      acceptSample(
        new Blob(chunks, { type: media.mimeType }),
        'recording',
        (Date.now() - recordingStart.current) / 1000,
      );
    });
    recorder.current = media;
    media.start();
    setElapsed(0);
    const startedAt = Date.now();
    recordingStart.current = startedAt;
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
      const sent = await uploadable(sample, words.unreadableLarge);
      const voice = await cloneVoice(
        sent.audio,
        sent.fileName,
        name,
        words.cloneDescription(formatDate(stamp, locale)),
      );
      setCreated(voice.name);
    } catch (failure) {
      setError(failureMessage(words.cloningYourVoice, failure, failures));
    } finally {
      finish();
      setCloning(false);
    }
  };

  const seconds = sample?.seconds ?? null;
  const short = seconds !== null && seconds < RECOMMENDED_SAMPLE_SECONDS;
  const long = seconds !== null && seconds > MAX_SENT_SECONDS;
  const clock = `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`;

  return (
    <div className={panel.panelBody}>
      <p className={panel.note}>{words.voiceProfileNotice}</p>
      <p className={fields.hint}>{words.sampleAdvice(sentMinutes, sentSeconds)}</p>

      <div className={styles.sampleSources}>
        <div className={`${fields.field} ${styles.sampleSource}`}>
          <label htmlFor={`${id}-file`}>{words.uploadFile}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={recording || cloning}
            onChange={onFile}
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
          <audio
            controls
            src={sample.url}
            className={panel.player}
            onLoadedMetadata={(event) => onMetadata(event.currentTarget.duration)}
          />
          <p className={fields.hint}>
            {sample.fileName}
            {sample.seconds !== null ? ` · ${Math.round(sample.seconds)} s` : ''}
          </p>
          {short && <p className={panel.warning}>{words.shortSample}</p>}
          {long && <p className={fields.hint}>{words.longSample(sentMinutes, sentSeconds)}</p>}
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
      <OwnClones />
    </div>
  );
}
