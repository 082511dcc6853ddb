/** Recording one take from the microphone: loaded when a visitor first records in a game. */
import type { MicStatus } from './microphone';
import { closeMicrophone, openMicrophone } from './open-microphone';

/**
 * Asks for the microphone and starts recording; null when there is no microphone to record (the reason goes to
 * `setStatus`). When the recorder stops, the microphone is released and `onTake` receives the recording.
 */
export async function startTake(
  setStatus: (status: MicStatus) => void,
  onTake: (take: Blob) => void,
): Promise<MediaRecorder | null> {
  const stream = await openMicrophone(setStatus);
  if (!stream) return null;
  const take = new MediaRecorder(stream);
  const chunks: Blob[] = [];
  take.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  take.onstop = () => {
    closeMicrophone(stream);
    onTake(new Blob(chunks, { type: take.mimeType || 'audio/webm' }));
  };
  take.start();
  return take;
}

/** Stops a take that nobody will play (the game went away) and releases the microphone. */
export function discardTake(take: MediaRecorder): void {
  take.onstop = null;
  take.stop();
  closeMicrophone(take.stream);
}
