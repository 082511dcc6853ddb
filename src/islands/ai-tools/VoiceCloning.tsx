import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import {
  AUDIO_ACCEPT,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_MESSAGE,
  normalizeAudioType,
  RECOMMENDED_SAMPLE_SECONDS,
  UNSUPPORTED_AUDIO_MESSAGE,
} from '../../domain/audio-upload';
import { CLONE_PROGRESS } from '../../domain/progress';
import { VOICE_PROFILE_NOTICE, VOICE_PROFILE_NOTICE_HI } from '../../domain/voice';
import { cloneVoice } from '../../stores/voice-session';
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
      setNotice(`“${file.name}” was not used. ${UNSUPPORTED_AUDIO_MESSAGE}`);
      return;
    }
    if (file.size > MAX_AUDIO_BYTES) {
      setNotice(`“${file.name}” was not used. ${MAX_AUDIO_MESSAGE}`);
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
      setNotice('The microphone is not available or permission was refused. You can upload a recording instead.');
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
    const name = `My voice ${stamp.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}`;
    try {
      const voice = await cloneVoice(
        sample.audio,
        sample.fileName,
        name,
        `Your voice, from a sample of ${stamp.toLocaleDateString('en-IN')}`,
      );
      setCreated(voice.name);
    } catch (failure) {
      setError(`Cloning did not work: ${failure instanceof Error ? failure.message : 'please try again.'}`);
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
        {VOICE_PROFILE_NOTICE} <span lang="hi">{VOICE_PROFILE_NOTICE_HI}</span>
      </p>
      <p className={fields.hint}>
        Recommended: a sample of at least 1 minute of clear speech, in a quiet room. Audio files only (WAV, MP3, WebM,
        Ogg or MP4), at most 10 MB; recordings are saved as WAV.
      </p>

      <div className={styles.sampleSources}>
        <div className={`${fields.field} ${styles.sampleSource}`}>
          <label htmlFor={`${id}-file`}>Upload an audio file</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={recording || cloning}
            onChange={(event) => void onFile(event)}
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
          <audio controls src={sample.url} className={panel.player} />
          <p className={fields.hint}>
            {sample.fileName}
            {sample.seconds !== null ? ` · ${Math.round(sample.seconds)} s` : ''}
          </p>
          {short && (
            <p className={panel.warning}>
              This sample is shorter than the recommended 1 minute; a longer one gives a closer match.
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
