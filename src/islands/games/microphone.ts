/**
 * The microphone for every game on /games: one shared status (a nanostore), so that a refusal seen by one game
 * is explained once and every game can say what still works.
 */
import { atom } from 'nanostores';

export type MicStatus = 'unknown' | 'ready' | 'denied' | 'missing' | 'unsupported' | 'error';

export const $micStatus = atom<MicStatus>('unknown');

export const micProblem = (status: MicStatus) => status !== 'unknown' && status !== 'ready';

/** Raw voice: the browser's voice processing would smooth the pitch the games measure. */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
};

function statusOf(error: unknown): MicStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'error';
}

/** Asks for the microphone; null (and the reason in $micStatus) when there is none to have. */
export async function openMicrophone(): Promise<MediaStream | null> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    $micStatus.set('unsupported');
    return null;
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
    $micStatus.set('ready');
    return stream;
  } catch (error) {
    $micStatus.set(statusOf(error));
    return null;
  }
}

export function closeMicrophone(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
