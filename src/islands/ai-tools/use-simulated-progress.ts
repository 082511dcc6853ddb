import { useCallback, useEffect, useRef, useState } from 'react';
import { nextProgress, PROGRESS_DONE, PROGRESS_RESET_MS, type ProgressRule } from '../../domain/progress';

/** Simulated progress: start() climbs by the rule up to 90, finish() jumps to 100 and resets after 2 s. */
export function useSimulatedProgress(rule: ProgressRule) {
  const [progress, setProgress] = useState(0);
  const ticker = useRef<number | undefined>(undefined);
  const resetter = useRef<number | undefined>(undefined);

  const clear = useCallback(() => {
    window.clearInterval(ticker.current);
    window.clearTimeout(resetter.current);
  }, []);

  const start = useCallback(() => {
    clear();
    setProgress(0);
    ticker.current = window.setInterval(() => setProgress((value) => nextProgress(value, rule)), rule.intervalMs);
  }, [clear, rule]);

  const finish = useCallback(() => {
    clear();
    setProgress(PROGRESS_DONE);
    resetter.current = window.setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
  }, [clear]);

  useEffect(() => clear, [clear]);
  return { progress, start, finish };
}
