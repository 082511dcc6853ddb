/**
 * The embedded speech engine: eSpeak-NG in WebAssembly (warm, one compiled module per process) streamed
 * into LAME MP3 (mono, 64 kbit/s CBR at eSpeak's 22 050 Hz). Works with no key and no network.
 * Speaks the built-in voices (embedded-voices.ts) and voice profiles made by cloneVoice (voice-profile.ts).
 */
import { AUTHENTICATED_MAX_TEXT } from '../../../src/domain/voice';
import type { Voice } from '../../../src/domain/voice-schemas';
import {
  EMBEDDED_VOICES,
  type EmbeddedLanguage,
  findEmbeddedVoice,
  PREVIEW_SENTENCES,
  toVoice,
} from './embedded-voices';
import { type EspeakSettings, speakToPcm, warmUpEspeak } from './espeak';
import { warmUpMp3, withMp3Stream } from './mp3';
import { createMemoryProfileStore, type VoiceProfileStore } from './profile-store';
import type { AudioResult, ClonedVoice, CloneRequest, SynthesisRequest, VoiceProvider } from './provider';
import { ProviderError } from './provider-error';
import { createVoiceProfile, isProfileVoiceId, profileSettings } from './voice-profile';

export interface EmbeddedEngineOptions {
  /** Where cloned voice profiles live (default: in memory, this process only). */
  profiles?: VoiceProfileStore | undefined;
  /** Longest text accepted, in characters (default: a card holder's cap, 50,000). */
  maxChars?: number | undefined;
}

// Control characters other than tab and line breaks say nothing and can confuse eSpeak's text reader.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Compiles the eSpeak wasm and readies an MP3 encoder, so that the first request is already warm. */
export async function warmUpEmbeddedEngine(): Promise<void> {
  await Promise.all([warmUpEspeak(), warmUpMp3()]);
}

/** Speaks text with the given eSpeak settings and returns the MP3. */
export async function renderSpeech(text: string, settings: EspeakSettings): Promise<AudioResult> {
  return withMp3Stream(async (mp3) => {
    const { sampleRate, sampleCount } = await speakToPcm(text, settings, (samples, rate) => mp3.write(samples, rate));
    if (sampleCount === 0) throw new ProviderError('invalid_input', 'There is nothing to speak in this text.');
    return {
      audio: mp3.end(),
      contentType: 'audio/mpeg' as const,
      engine: 'embedded' as const,
      durationSeconds: sampleCount / sampleRate,
    };
  });
}

export class EmbeddedVoiceProvider implements VoiceProvider {
  readonly engine = 'embedded' as const;
  private readonly profiles: VoiceProfileStore;
  private readonly maxChars: number;

  constructor(options: EmbeddedEngineOptions = {}) {
    this.profiles = options.profiles ?? createMemoryProfileStore();
    this.maxChars = options.maxChars ?? AUTHENTICATED_MAX_TEXT;
  }

  /** True for the ids this engine owns: its built-in voices and voice profiles. */
  ownsVoice(voiceId: string): boolean {
    return findEmbeddedVoice(voiceId) !== undefined || isProfileVoiceId(voiceId);
  }

  async listVoices(): Promise<Voice[]> {
    return EMBEDDED_VOICES.map(toVoice);
  }

  async synthesize({ text, voiceId }: SynthesisRequest): Promise<AudioResult> {
    const clean = this.cleanText(text);
    return renderSpeech(clean, await this.settingsFor(voiceId, clean));
  }

  async preview(voiceId: string): Promise<AudioResult> {
    const language: EmbeddedLanguage = findEmbeddedVoice(voiceId)?.language ?? 'hi';
    const sentence = PREVIEW_SENTENCES[language];
    return renderSpeech(sentence, await this.settingsFor(voiceId, sentence));
  }

  async cloneVoice(request: CloneRequest): Promise<ClonedVoice> {
    const profile = createVoiceProfile(request);
    await this.profiles.put(profile);
    return { voice_id: profile.voice_id, name: profile.name, engine: 'embedded' };
  }

  /** A profile lives in the caller's profile store, which deletes it (owned-voices.ts): nothing to do here. */
  async deleteVoice(_voiceId: string): Promise<void> {}

  private cleanText(text: string): string {
    const clean = text.replace(CONTROL_CHARACTERS, ' ').trim();
    if (clean.length === 0) throw new ProviderError('invalid_input', 'Text is empty.');
    if (clean.length > this.maxChars) {
      throw new ProviderError('invalid_input', `Text is longer than ${this.maxChars} characters.`);
    }
    return clean;
  }

  private async settingsFor(voiceId: string, text: string): Promise<EspeakSettings> {
    const builtIn = findEmbeddedVoice(voiceId);
    if (builtIn) return builtIn.espeak;
    const profile = isProfileVoiceId(voiceId) ? await this.profiles.get(voiceId) : undefined;
    if (profile) return profileSettings(profile, text);
    throw new ProviderError('voice_not_found', `Unknown voice: ${voiceId}`);
  }
}
