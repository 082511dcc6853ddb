import { use } from 'react';
import type { OnDemand } from '../../loading/on-demand';

/** A promise that React's `use` reads as fulfilled at once (it suspends on any promise it has not yet seen settle). */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * React `use` of a part that loads on demand: its module at once when it is in, else a suspension until it is. Call
 * it on every render, loaded or not: a render that suspended is replayed with the hooks it had called, and a replay
 * that skips the `use` breaks the order of the hooks after it (React error 467, "Update hook called on initial
 * render"), so the whole island was rendered again from scratch.
 */
export function readPart<T>(part: OnDemand<T>): T {
  const module = part.loaded();
  return use(module === undefined ? part.load() : fulfilled(module));
}
