import { onMount, type WritableAtom } from 'nanostores';

/**
 * Keeps a store in step with one localStorage key: read (through `parse`, which also validates) when the store is
 * first used in the browser, and again whenever another tab changes or clears the key (`storage` event).
 */
export function syncFromStorage<T>(store: WritableAtom<T>, key: string, parse: (stored: string | null) => T): void {
  onMount(store, () => {
    if (typeof window === 'undefined') return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(key);
    } catch {
      // Storage is blocked: the defaults stand.
    }
    store.set(parse(stored));
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) store.set(parse(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
