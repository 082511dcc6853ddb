import { useCallback, useEffect, useRef } from 'react';

/**
 * Plays a long text's parts one after the other in one <audio> element while the later parts are still being made:
 * the first part plays as soon as it arrives, each next one when the previous ends (or when it arrives, if playback
 * was waiting for it). Once the whole MP3 is ready and the last part has played, the player holds the whole file.
 */
export function usePartPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const urls = useRef<string[]>([]);
  const playing = useRef(-1);
  const waiting = useRef(false);
  const whole = useRef<string | null>(null);

  const load = useCallback((index: number) => {
    const element = audio.current;
    const url = urls.current[index];
    if (!element || !url) return;
    playing.current = index;
    element.src = url;
    // A refused autoplay leaves the part in the player for the visitor to start.
    void element.play().catch(() => undefined);
  }, []);

  const showWhole = useCallback(() => {
    if (audio.current && whole.current) audio.current.src = whole.current;
    playing.current = -1;
  }, []);

  const reset = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
    playing.current = -1;
    waiting.current = false;
    whole.current = null;
  }, []);

  const add = useCallback(
    (part: Blob) => {
      urls.current.push(URL.createObjectURL(part));
      if (urls.current.length === 1 || waiting.current) {
        waiting.current = false;
        load(urls.current.length - 1);
      }
    },
    [load],
  );

  const onEnded = useCallback(() => {
    if (playing.current < 0) return;
    if (playing.current + 1 < urls.current.length) load(playing.current + 1);
    else if (whole.current) showWhole();
    else waiting.current = true;
  }, [load, showWhole]);

  /** The whole MP3 is ready: the player takes it now unless a part is still playing. */
  const complete = useCallback(
    (url: string) => {
      whole.current = url;
      if (waiting.current || !audio.current || audio.current.paused) showWhole();
    },
    [showWhole],
  );

  useEffect(() => reset, [reset]);
  return { audio, add, complete, onEnded, reset };
}
