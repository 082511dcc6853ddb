import type { WritableAtom } from 'nanostores';

/**
 * Keeps a store in step with one localStorage key: read (through the parser, which also validates) once the parser has
 * loaded in the browser, and again whenever another tab changes or clears the key (`storage` event). It starts when the
 * store's module runs in a browser, which is when an island that shows the store loads; not on the server. (Not
 * nanostores' `onMount`: its lifecycle code would be in the runtime every island page loads, for two stores that are
 * in use from the moment they load anyway.)
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
  if (typeof window === 'undefined') return;
  let parse: ((stored: string | null) => T) | null = null;
  const read = (stored: string | null) => {
    if (parse) store.set(parse(stored));
  };
  loadParser().then(
    (loaded) => {
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
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === key || event.key === null) read(event.newValue);
  });
}
