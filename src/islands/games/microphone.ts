/**
 * The microphone for every game on /games: one shared status (a nanostore), so that a refusal seen by one game
 * is explained once and every game can say what still works.
 */

import { atom } from 'nanostores';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';

export type MicStatus = 'unknown' | 'ready' | 'denied' | 'missing' | 'unsupported' | 'error';

export const $micStatus = atom<MicStatus>('unknown');

export type MicProblem = Exclude<MicStatus, 'unknown' | 'ready'>;

export const micProblem = (status: MicStatus): status is MicProblem => status !== 'unknown' && status !== 'ready';

/** What the games say when the microphone is unavailable (MicHelp.tsx), with its texts. */
export const micHelp = onDemand(() => importAgain(() => import('./MicHelp')).then(withPageWords));

/**
 * Asking for the microphone and releasing it (open-microphone.ts) load when a visitor starts a game, with the help
 * they may need to show at once.
 */
export const microphoneAccess = onDemand(() =>
  Promise.all([importAgain(() => import('./open-microphone')), micHelp.load()]).then(([module]) => module),
);
