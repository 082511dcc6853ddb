/**
 * Where voice profiles (embedded cloning) are kept. The engine only needs get and put; the function layer
 * supplies a Netlify Blobs implementation (one blob per profile). The memory store serves tests and local
 * runs without Blobs.
 */
import type { VoiceProfile } from './voice-profile';

export interface VoiceProfileStore {
  get(voiceId: string): Promise<VoiceProfile | undefined>;
  put(profile: VoiceProfile): Promise<void>;
}

export function createMemoryProfileStore(): VoiceProfileStore {
  const profiles = new Map<string, VoiceProfile>();
  return {
    get: async (voiceId) => profiles.get(voiceId),
    put: async (profile) => {
      profiles.set(profile.voice_id, profile);
    },
  };
}
