/**
 * getVoiceProvider(): ElevenLabs when ELEVENLABS_API_KEY is set (ELEVENLABS_BASE_URL optional), wrapped so
 * that any ElevenLabs failure is served by the embedded engine; the embedded engine alone when there is no key.
 */

import { ElevenLabsProvider } from './elevenlabs';
import { EmbeddedVoiceProvider } from './embedded-engine';
import { type FallbackListener, FallbackVoiceProvider } from './fallback';
import { createMemoryProfileStore, type VoiceProfileStore } from './profile-store';
import type { VoiceProvider } from './provider';

export interface VoiceProviderOptions {
  env?: Readonly<Record<string, string | undefined>> | undefined;
  /** Voice profiles of embedded cloning (default: one in-memory store per process). */
  profiles?: VoiceProfileStore | undefined;
  /** Longest text the embedded engine accepts. */
  maxChars?: number | undefined;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
  onFallback?: FallbackListener | undefined;
}

const processProfiles = createMemoryProfileStore();

export function getVoiceProvider(options: VoiceProviderOptions = {}): VoiceProvider {
  const env = options.env ?? process.env;
  const embedded = new EmbeddedVoiceProvider({
    profiles: options.profiles ?? processProfiles,
    maxChars: options.maxChars,
  });
  const apiKey = env.ELEVENLABS_API_KEY?.trim();
  if (!apiKey) return embedded;
  const elevenLabs = new ElevenLabsProvider({
    apiKey,
    baseUrl: env.ELEVENLABS_BASE_URL?.trim() || undefined,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  return new FallbackVoiceProvider(elevenLabs, embedded, options.onFallback);
}

export { warmUpEmbeddedEngine } from './embedded-engine';
export type { VoiceProfileStore } from './profile-store';
export type { AudioResult, ClonedVoice, CloneRequest, SynthesisRequest, VoiceProvider } from './provider';
export { isClientError, ProviderError } from './provider-error';
export type { VoiceProfile } from './voice-profile';
