import { useCallback, useState } from 'react';

/**
 * A part of an island that the page does not show at first (a dialog, a game's audio analysis): its code is a
 * separate chunk, fetched on first use, or earlier on intent (the pointer over, focus on or a touch of the control
 * that opens it) so that it is usually in by the click. A failed fetch (offline) is forgotten, so the next use tries
 * again.
 */
export interface OnDemand<T> {
  load: () => Promise<T>;
  /** The module once it has loaded. */
  loaded: () => T | undefined;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importModule().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => module };
}

/** Starts fetching a part's code; a failure here is left for the use itself to report. */
export function prefetch(part: OnDemand<unknown>): void {
  part.load().catch(() => {});
}

/** Props for the control that opens a part (or starts what needs several): the visitor's intent starts the fetch. */
export interface IntentProps {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

export function intentToUse(...parts: OnDemand<unknown>[]): IntentProps {
  const start = () => {
    for (const part of parts) prefetch(part);
  };
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

/**
 * A part's module in a component: `module` once loaded (a part used before renders at once), `loading` while a use
 * waits for it, and `use(action)`, which runs `action` once the module is in (at once, in the same event, when it
 * already is) and resolves false when it could not be fetched.
 */
export function useOnDemand<T>(part: OnDemand<T>) {
  const [module, setModule] = useState<T | undefined>(part.loaded);
  const [loading, setLoading] = useState(false);
  const use = useCallback(
    async (action: () => void = () => {}): Promise<boolean> => {
      const ready = part.loaded();
      if (ready) {
        setModule(() => ready);
        action();
        return true;
      }
      setLoading(true);
      try {
        const value = await part.load();
        setModule(() => value);
      } catch {
        return false;
      } finally {
        setLoading(false);
      }
      action();
      return true;
    },
    [part],
  );
  return { module, loading, use };
}
