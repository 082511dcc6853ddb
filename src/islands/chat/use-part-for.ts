import { useEffect, useState } from 'react';
import type { OnDemand } from '../../loading/on-demand';
import { toastNetworkError } from '../../stores/network-error-toast';

/**
 * A part that shows what the chat holds (its messages, the saved chats) rather than what the visitor opens: fetched
 * as soon as there are `count` things to show, its module once loaded and `loading` meanwhile. Offline the
 * network-error toast says so, and the next count (a new message, another saved chat) tries again.
 */
export function usePartFor<T>(part: OnDemand<T>, count: number): { module: T | undefined; loading: boolean } {
  const [module, setModule] = useState(part.loaded);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (count === 0 || module) return;
    setLoading(true);
    part
      .load()
      .then((loaded) => setModule(() => loaded), toastNetworkError)
      .finally(() => setLoading(false));
  }, [part, count, module]);
  return { module, loading };
}
