import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A nanostores store's value in a component, re-rendered when it changes. With `ssr: 'initial'` the server render and
 * hydration read the store's initial value, so a value the browser restored early (from localStorage) is shown after
 * hydrating rather than breaking it.
 *
 * Ours rather than `@nanostores/react`'s: that one also listens to a map's single keys, which no island does, and
 * that option brought nanostores' key-path code into the runtime every island page loads (about 0.5 KB gzip).
 */
export function useStore<T>(store: ReadableAtom<T>, options: { ssr?: 'initial' } = {}): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = () => store.get();
  return useSyncExternalStore(subscribe, read, options.ssr === 'initial' ? () => store.init as T : read);
}
