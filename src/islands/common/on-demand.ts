import { useCallback, useState } from 'react';
import { type OnDemand, prefetch } from '../../loading/on-demand';

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
