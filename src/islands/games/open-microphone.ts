/**
 * Asking for the microphone and releasing it, loaded when a visitor starts a game. The answer goes to the shared
 * status through `setStatus` (importing microphone.ts here would tie this chunk and the island's together).
 */
import type { MicStatus } from './microphone';

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

/** Asks for the microphone; null (and the reason given to `setStatus`) when there is none to have. */
export async function openMicrophone(setStatus: (status: MicStatus) => void): Promise<MediaStream | null> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    setStatus('unsupported');
    return null;
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
    setStatus('ready');
    return stream;
  } catch (error) {
    setStatus(statusOf(error));
    return null;
  }
}

export function closeMicrophone(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
