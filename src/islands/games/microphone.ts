/**
 * The microphone for every game on /games: one shared status (a nanostore), so that a refusal seen by one game
 * is explained once and every game can say what still works.
 */
import { atom } from 'nanostores';
import { onDemand } from '../../browser/on-demand';

export type MicStatus = 'unknown' | 'ready' | 'denied' | 'missing' | 'unsupported' | 'error';

export const $micStatus = atom<MicStatus>('unknown');

export const micProblem = (status: MicStatus) => status !== 'unknown' && status !== 'ready';

/** Asking for the microphone and releasing it (open-microphone.ts) load when a visitor starts a game. */
export const microphoneAccess = onDemand(() => import('./open-microphone'));
