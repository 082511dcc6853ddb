import type { Messages } from './messages/en';

/**
 * The Hindi catalogue: one chunk with every namespace, fetched once and only by a page that asks for it, so the
 * English pages never download the Hindi texts.
 */

/** A promise that says when it has settled, the way React's `use` reads it without suspending again. */
type Tracked = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

let hindi: Tracked | null = null;

/** The Hindi catalogue once it is loaded; null before. */
export function loadedHindi(): Messages | null {
  return hindi?.value ?? null;
}

/** Loads the Hindi catalogue once; every caller gets the same promise (React's `use` needs a stable one). */
export function loadHindi(): Promise<Messages> {
  if (!hindi) {
    const loading: Tracked = import('./messages/hi').then(({ hi }) => {
      Object.assign(loading, { status: 'fulfilled', value: hi });
      return hi;
    });
    hindi = loading;
  }
  return hindi;
}
