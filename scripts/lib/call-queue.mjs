/**
 * At most `limit` function calls in flight at once; the others wait their turn, first come first served.
 *
 * Why: `netlify serve` runs every function call in a fresh worker thread and fails a call still running 30 s after
 * it arrived. On a small machine fifty calls arriving at once start fifty workers that starve each other past that
 * limit (measured: 20 applications at once all answered, 30 at once mostly 500), while on Netlify each call has an
 * instance of its own. Waiting in front of `netlify serve` costs a call its turn, never a timeout.
 */
export function createCallQueue(limit) {
  let running = 0;
  const waiting = [];
  /** The slot's release: hands it to the next waiting call, or frees it. Calling it again does nothing. */
  const slot = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next(slot());
      else running -= 1;
    };
  };
  return {
    /** Resolves with a release function once the call may go. */
    acquire() {
      if (running < limit) {
        running += 1;
        return Promise.resolve(slot());
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    inFlight: () => running,
    waiting: () => waiting.length,
  };
}
