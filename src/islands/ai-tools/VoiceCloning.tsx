import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import {
  AUDIO_ACCEPT,
  FORM_ROOM_BYTES,
  MAX_SAMPLE_FRAMES,
  MAX_SOURCE_BYTES,
  MAX_SOURCE_MESSAGE,
  normalizeAudioType,
  RECOMMENDED_SAMPLE_SECONDS,
  SAMPLE_RATE,
  UNREADABLE_LARGE_MESSAGE,
  UNSUPPORTED_AUDIO_MESSAGE,
} from '../../domain/audio-upload';
import { clonedVoiceName } from '../../domain/cloned-voice-name';
import { failureMessage } from '../../domain/failure-message';
import { CLONE_PROGRESS } from '../../domain/progress';
import { MAX_UPLOAD_BYTES, VOICE_PROFILE_NOTICE, VOICE_PROFILE_NOTICE_HI } from '../../domain/voice';
import { $voices, cloneVoice } from '../../stores/voice-session';
import FormError from '../common/FormError';
import ProgressBar from './ProgressBar';
import fields from './ToolFields.module.css';
import panel from './ToolPanel.module.css';
import { useSimulatedProgress } from './use-simulated-progress';
import styles from './VoiceCloning.module.css';

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
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

interface Props {
  /** Shows the new voice in Text to Speech. */
  onUseVoice: () => void;
}

const wavName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'sample'}.wav`;

/**
 * The sample as sent: converted to a WAV that fits the clone request (the converter loads only now), or the file as
 * it is when this browser cannot decode it but it fits anyway. Throws with the message to show otherwise.
 */
async function uploadable(sample: Sample): Promise<{ audio: Blob; fileName: string }> {
  const { toVoiceSample } = await import('../../browser/voice-sample');
  try {
    return { audio: (await toVoiceSample(sample.audio)).wav, fileName: wavName(sample.fileName) };
  } catch {
    if (sample.audio.size <= MAX_UPLOAD_BYTES - FORM_ROOM_BYTES) return sample;
    throw new Error(UNREADABLE_LARGE_MESSAGE);
  }
}

/** Voice cloning for card holders: upload or record a sample (sent as WAV), then clone it. */
export default function VoiceCloning({ onUseVoice }: Props) {
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
      setNotice(`“${file.name}” was not used. ${UNSUPPORTED_AUDIO_MESSAGE}`);
      return;
    }
    if (file.size > MAX_SOURCE_BYTES) {
      setNotice(`“${file.name}” was not used. ${MAX_SOURCE_MESSAGE}`);
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
      setNotice('The microphone is not available or permission was refused. You can upload a recording instead.');
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
      const sent = await uploadable(sample);
      const voice = await cloneVoice(
        sent.audio,
        sent.fileName,
        name,
        `Your voice, from a sample of ${stamp.toLocaleDateString('en-IN')}`,
      );
      setCreated(voice.name);
    } catch (failure) {
      setError(failureMessage('Cloning your voice', failure));
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
      <p className={panel.note}>
        {VOICE_PROFILE_NOTICE} <span lang="hi">{VOICE_PROFILE_NOTICE_HI}</span>
      </p>
      <p className={fields.hint}>
        Recommended: a sample of at least 1 minute of clear speech, in a quiet room. Audio files only (WAV, MP3, WebM,
        Ogg or MP4), at most 100 MB. Uploads and recordings are sent as a mono WAV of at most 4 MB (up to{' '}
        {minutesAndSeconds(MAX_SENT_SECONDS)}).
      </p>

      <div className={styles.sampleSources}>
        <div className={`${fields.field} ${styles.sampleSource}`}>
          <label htmlFor={`${id}-file`}>Upload an audio file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={recording || cloning}
            onChange={onFile}
          />
        </div>
        <div className={`${fields.field} ${styles.sampleSource}`}>
          <span className={fields.label}>Or record your voice</span>
          {recording ? (
            <button type="button" className="button" onClick={stopRecording}>
              Stop recording ({clock})
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              disabled={cloning}
              onClick={() => void startRecording()}
            >
              Start recording
            </button>
          )}
          {recording && (
            <p className={fields.hint} role="status">
              Recording… {clock}
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
          <h3 className={panel.resultHeading}>Your sample</h3>
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
          {short && (
            <p className={panel.warning}>
              This sample is shorter than the recommended 1 minute; a longer one gives a closer match.
            </p>
          )}
          {long && (
            <p className={fields.hint}>
              Its first {minutesAndSeconds(MAX_SENT_SECONDS)} are used: the most that fits in the 4 MB upload.
            </p>
          )}
        </div>
      )}

      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!sample || cloning || recording}
          onClick={() => void onClone()}
        >
          {cloning ? 'Cloning...' : 'Clone Voice'}
        </button>
      </div>
      <ProgressBar label="Cloning voice" value={progress} />
      <FormError message={error} className={panel.error} />
      {created && (
        <div className={panel.success} role="status">
          <p>Your voice “{created}” is ready. It is now selected in Text to Speech and listed under “Your voices”.</p>
          <button type="button" className="button button--ghost" onClick={onUseVoice}>
            Use it in Text to Speech
          </button>
        </div>
      )}
    </div>
  );
}
