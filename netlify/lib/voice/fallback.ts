/**
 * docs/DECISIONS.md: a provider error falls back to the embedded engine, and the answer says which engine served
 * it (`engine` of every result). Voices the embedded engine owns (its own and voice profiles) go straight to it.
 * Errors that are the caller's own (empty text, a non-WAV sample for offline cloning) still reach the caller.
 */
import type { VoiceEngine } from '../../../src/domain/voice';
import type { Voice } from '../../../src/domain/voice-schemas';
import type { EmbeddedVoiceProvider } from './embedded-engine';
import { defaultEmbeddedVoice, languageOfText } from './embedded-voices';
import type { AudioResult, ClonedVoice, CloneRequest, SynthesisRequest, VoiceProvider } from './provider';
import { ProviderError } from './provider-error';

export type FallbackListener = (operation: keyof VoiceProvider, error: unknown) => void;

/** Logs the kind of failure, never the request or the key. */
export const logFallback: FallbackListener = (operation, error) => {
  const reason = error instanceof ProviderError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : 'error';
  console.warn(`[voice] ${operation}: primary provider failed (${reason}); the embedded engine served it`);
};

export class FallbackVoiceProvider implements VoiceProvider {
  readonly engine: VoiceEngine;

  constructor(
    private readonly primary: VoiceProvider,
    private readonly embedded: EmbeddedVoiceProvider,
    private readonly onFallback: FallbackListener = logFallback,
  ) {
    this.engine = primary.engine;
  }

  private async attempt<T>(
    operation: keyof VoiceProvider,
    first: () => Promise<T>,
    second: () => Promise<T>,
  ): Promise<T> {
    try {
      return await first();
    } catch (error) {
      this.onFallback(operation, error);
      return second();
    }
  }

  listVoices(): Promise<Voice[]> {
    return this.attempt(
      'listVoices',
      () => this.primary.listVoices(),
      () => this.embedded.listVoices(),
    );
  }

  synthesize(request: SynthesisRequest): Promise<AudioResult> {
    if (this.embedded.ownsVoice(request.voiceId)) return this.embedded.synthesize(request);
    return this.attempt(
      'synthesize',
      () => this.primary.synthesize(request),
      () =>
        this.embedded.synthesize({ ...request, voiceId: defaultEmbeddedVoice(languageOfText(request.text)).voice_id }),
    );
  }

  preview(voiceId: string): Promise<AudioResult> {
    if (this.embedded.ownsVoice(voiceId)) return this.embedded.preview(voiceId);
    return this.attempt(
      'preview',
      () => this.primary.preview(voiceId),
      () => this.embedded.preview(defaultEmbeddedVoice('en').voice_id),
    );
  }

  /** No fallback: a clone ElevenLabs could not delete must not be reported deleted. */
  deleteVoice(voiceId: string): Promise<void> {
    if (this.embedded.ownsVoice(voiceId)) return this.embedded.deleteVoice(voiceId);
    return this.primary.deleteVoice(voiceId);
  }

  cloneVoice(request: CloneRequest): Promise<ClonedVoice> {
    return this.attempt(
      'cloneVoice',
      () => this.primary.cloneVoice(request),
      () => this.embedded.cloneVoice(request),
    );
  }
}
