import { useCallback, useEffect, useRef, useState } from 'react';
import { $micStatus, closeMicrophone, openMicrophone } from './microphone';

export type RecorderState = 'idle' | 'starting' | 'recording';

/**
 * Records the microphone with MediaRecorder and keeps the last take as a blob: URL for an <audio> element
 * (recordings never leave the browser). start() resolves false when there is no microphone to record.
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

  const start = useCallback(async (): Promise<boolean> => {
    if (recorder.current) return true;
    if (typeof MediaRecorder === 'undefined') {
      $micStatus.set('unsupported');
      return false;
    }
    stopRequested.current = false;
    setState('starting');
    const stream = await openMicrophone();
    if (!stream) {
      setState('idle');
      return false;
    }
    const take = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    take.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    take.onstop = () => {
      closeMicrophone(stream);
      recorder.current = null;
      replaceUrl(URL.createObjectURL(new Blob(chunks, { type: take.mimeType || 'audio/webm' })));
      setState('idle');
    };
    recorder.current = take;
    take.start();
    setState('recording');
    if (stopRequested.current) take.stop();
    return true;
  }, [replaceUrl]);

  const stop = useCallback(() => {
    stopRequested.current = true;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const clear = useCallback(() => replaceUrl(null), [replaceUrl]);

  useEffect(
    () => () => {
      const take = recorder.current;
      if (take) {
        take.onstop = null;
        take.stop();
        closeMicrophone(take.stream);
      }
    },
    [],
  );

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return { state, url, start, stop, clear };
}
