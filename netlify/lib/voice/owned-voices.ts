import { z } from 'zod';
import type { VoiceEngine } from '../../../src/domain/voice';
import type { ListedVoice } from '../../../src/domain/voice-schemas';
import { hashedKey } from '../storage/key-hash';
import { parseStored } from '../storage/stored-record';
import { store } from '../storage/stores';
import type { VoiceProfileStore } from './profile-store';
import { voiceProfileSchema } from './voice-profile';

/**
 * A card holder's own cloned voices in the "voice-profiles" store, one blob per holder and voice
 * (`<hashed mobile number>/<voice id>`). An embedded clone keeps its voice profile (pitch and pace); an ElevenLabs
 * clone keeps the id ElevenLabs gave it. Only the owner's store is ever handed to the voice provider, so a profile
 * speaks and previews for its owner only. An ElevenLabs id is a plain provider id anyone could send, so every clone
 * made through the site is also recorded under `owners/<voice id>` with its owner's hashed number:
 * isSomeoneElsesClone() tells the voice functions whose it is.
 */
const ownedVoiceSchema = z.object({
  voice_id: z.string(),
  name: z.string(),
  description: z.string(),
  engine: z.enum(['elevenlabs', 'embedded'] satisfies VoiceEngine[]),
  createdAt: z.string(),
  profile: voiceProfileSchema.optional(),
});
export type OwnedVoice = z.output<typeof ownedVoiceSchema>;
const readOwnedVoice = (data: unknown) => parseStored(ownedVoiceSchema, 'voice-profiles', data);

export const OWN_VOICE_CATEGORY = 'personal';

export interface OwnedVoiceStore extends VoiceProfileStore {
  list(): Promise<OwnedVoice[]>;
  /** The holder's own voice with that id, or null (also for anyone else's). */
  find(voiceId: string): Promise<OwnedVoice | null>;
  /**
   * Forgets the holder's voice. `owners/<voice id>` stays: an ElevenLabs id stays refused to everyone else even if
   * ElevenLabs still knows it.
   */
  remove(voiceId: string): Promise<void>;
  /** Records a voice cloned by ElevenLabs (the embedded engine records its profiles through put). */
  putExternal(voice: Omit<OwnedVoice, 'createdAt' | 'profile'>): Promise<void>;
}

const voiceProfiles = () => store('voice-profiles');
const ownerKey = (voiceId: string) => `owners/${voiceId}`;
/** `owners/<voice id>` in the "voice-profiles" store: the hashed number of the card holder who cloned it. */
const cloneOwnerSchema = z.object({ owner: z.string() });

/** The hashed owner of a voice cloned through the site, or null for any other voice id. */
async function cloneOwner(voiceId: string): Promise<string | null> {
  const data: unknown = await voiceProfiles().get(ownerKey(voiceId), { type: 'json' });
  return parseStored(cloneOwnerSchema, 'voice-profiles', data)?.owner ?? null;
}

/** True when the voice was cloned through the site by someone other than `mobileNumber` (null: anonymous). */
export async function isSomeoneElsesClone(voiceId: string, mobileNumber: string | null): Promise<boolean> {
  const owner = await cloneOwner(voiceId);
  return owner !== null && owner !== (mobileNumber === null ? null : hashedKey(mobileNumber));
}

export function ownedVoiceStore(mobileNumber: string): OwnedVoiceStore {
  const prefix = `${hashedKey(mobileNumber)}/`;
  const write = (voice: OwnedVoice) => voiceProfiles().setJSON(`${prefix}${voice.voice_id}`, voice);
  const read = async (voiceId: string) =>
    readOwnedVoice(await voiceProfiles().get(`${prefix}${voiceId}`, { type: 'json' }));
  return {
    async get(voiceId) {
      return (await read(voiceId))?.profile;
    },
    find: read,
    async remove(voiceId) {
      await voiceProfiles().delete(`${prefix}${voiceId}`);
    },
    async put(profile) {
      await write({
        voice_id: profile.voice_id,
        name: profile.name,
        description: profile.description,
        engine: 'embedded',
        createdAt: profile.createdAt,
        profile,
      });
    },
    async putExternal(voice) {
      await voiceProfiles().setJSON(ownerKey(voice.voice_id), { owner: hashedKey(mobileNumber) });
      await write({ ...voice, createdAt: new Date().toISOString() });
    },
    async list() {
      const voices: OwnedVoice[] = [];
      for await (const page of voiceProfiles().list({ prefix, paginate: true })) {
        const found = await Promise.all(page.blobs.map((blob) => voiceProfiles().get(blob.key, { type: 'json' })));
        for (const data of found) {
          const voice = readOwnedVoice(data);
          if (voice) voices.push(voice);
        }
      }
      return voices.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}

/** Anonymous callers have no voice profiles and cannot store one. */
export const noVoiceProfiles: VoiceProfileStore = {
  get: async () => undefined,
  put: async () => {
    throw new Error('Only card holders can store voice profiles');
  },
};

export function listedOwnVoice(voice: OwnedVoice): ListedVoice {
  return {
    voice_id: voice.voice_id,
    name: voice.name,
    category: OWN_VOICE_CATEGORY,
    description: voice.description,
    own: true,
  };
}
