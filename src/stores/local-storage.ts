import { onMount, type WritableAtom } from 'nanostores';

/**
 * Keeps a store in step with one localStorage key: read (through the parser, which also validates) when the store is
 * first used in the browser, and again whenever another tab changes or clears the key (`storage` event).
 *
 * The parser is loaded then, not with the page: it holds zod, which the page would otherwise download before it can
 * hydrate. Until it arrives the store keeps its default, as the server-rendered page shows it; the stored choice is
 * applied a moment later. A parser that cannot be loaded (offline) leaves the defaults.
 */
export function syncFromStorage<T>(
  store: WritableAtom<T>,
  key: string,
  loadParser: () => Promise<(stored: string | null) => T>,
): void {
  onMount(store, () => {
    if (typeof window === 'undefined') return;
    let parse: ((stored: string | null) => T) | null = null;
    let mounted = true;
    const read = (stored: string | null) => {
      if (parse) store.set(parse(stored));
    };
    loadParser().then(
      (loaded) => {
        if (!mounted) return;
        parse = loaded;
        let stored: string | null = null;
        try {
          stored = localStorage.getItem(key);
        } catch {
          // Storage is blocked: the defaults stand.
        }
        read(stored);
      },
      () => {},
    );
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) read(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      mounted = false;
      window.removeEventListener('storage', onStorage);
    };
  });
}
