import { useCallback, useEffect, useRef, useState } from 'react';
import { importAgain, onDemand } from '../../loading/on-demand';
import { intentToUse } from '../common/on-demand';
import { $micStatus, micHelp } from './microphone';

export type RecorderState = 'idle' | 'starting' | 'recording';

/** How start() went: recording, no microphone to record, or the recorder's code could not be fetched (offline). */
export type RecorderStart = 'recording' | 'no-microphone' | 'unreachable';

const takeRecorder = onDemand(() =>
  Promise.all([importAgain(() => import('./record-take')), micHelp.load()]).then(([module]) => module),
);

/**
 * Records the microphone with MediaRecorder and keeps the last take as a blob: URL for an <audio> element
 * (recordings never leave the browser). The recording code and the microphone help load on the first start(), or on
 * `intent` (pointer over, focus on or touch of a record button).
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [url, setUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopRequested = useRef(false);

  const replaceUrl = useCallback((next: string | null) => {
    setUrl((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return next;
    });
  }, []);

  const start = useCallback(async (): Promise<RecorderStart> => {
    if (recorder.current) return 'recording';
    if (typeof MediaRecorder === 'undefined') {
      $micStatus.set('unsupported');
      return 'no-microphone';
    }
    stopRequested.current = false;
    setState('starting');
    let startTake: typeof import('./record-take')['startTake'];
    try {
      ({ startTake } = await takeRecorder.load());
    } catch {
      setState('idle');
      return 'unreachable';
    }
    const take = await startTake($micStatus.set, (blob) => {
      recorder.current = null;
      replaceUrl(URL.createObjectURL(blob));
      setState('idle');
    });
    if (!take) {
      setState('idle');
      return 'no-microphone';
    }
    recorder.current = take;
    setState('recording');
    if (stopRequested.current) take.stop();
    return 'recording';
  }, [replaceUrl]);

  const stop = useCallback(() => {
    stopRequested.current = true;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const clear = useCallback(() => replaceUrl(null), [replaceUrl]);

  useEffect(
    () => () => {
      // A take exists only once its code has loaded.
      const take = recorder.current;
      if (take) takeRecorder.loaded()?.discardTake(take);
    },
    [],
  );

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return { state, url, start, stop, clear, intent: intentToUse(takeRecorder) };
}
