/**
 * The one voice-provider interface (issue 5): ElevenLabs when a key is set, the embedded eSpeak-NG engine
 * otherwise and whenever ElevenLabs fails. Every audio result and cloned voice says which engine served it.
 */
import type { VoiceEngine } from '../../../src/domain/voice';
import type { Voice } from '../../../src/domain/voice-schemas';

export interface SynthesisRequest {
  text: string;
  voiceId: string;
  /** ElevenLabs model; the embedded engine ignores it. */
  modelId?: string | undefined;
}

export interface AudioResult {
  /** MP3 bytes. */
  audio: Uint8Array;
  contentType: 'audio/mpeg';
  engine: VoiceEngine;
  /** Length of the audio when the engine knows it (the embedded engine does). */
  durationSeconds?: number | undefined;
}

export interface CloneRequest {
  /** The uploaded or recorded sample. */
  audio: Uint8Array;
  mimeType: string;
  name: string;
  description?: string | undefined;
}

export interface ClonedVoice {
  voice_id: string;
  name: string;
  engine: VoiceEngine;
}

export interface VoiceProvider {
  readonly engine: VoiceEngine;
  listVoices(): Promise<Voice[]>;
  synthesize(request: SynthesisRequest): Promise<AudioResult>;
  preview(voiceId: string): Promise<AudioResult>;
  cloneVoice(request: CloneRequest): Promise<ClonedVoice>;
  /** Deletes a voice this provider cloned; one it no longer knows counts as deleted. */
  deleteVoice(voiceId: string): Promise<void>;
}
