import { type CardHolderRecord, currentCardHolder } from '../cardholders/records';
import { HttpError, notFound, refuse } from '../http/errors';
import { type AudioResult, getVoiceProvider, isClientError, type VoiceProvider } from './index';
import { isSomeoneElsesClone, noVoiceProfiles, type OwnedVoiceStore, ownedVoiceStore } from './owned-voices';

/** What the /api/elevenlabs/* functions share: the caller, their voice profiles, the provider, audio answers. */
export interface VoiceCaller {
  holder: { mobileNumber: string; record: CardHolderRecord } | null;
  owned: OwnedVoiceStore | null;
  provider: VoiceProvider;
}

/** The signed-in card holder (or null) and a provider that speaks only that holder's own profiles. */
export async function voiceCaller(req: Request): Promise<VoiceCaller> {
  const holder = await currentCardHolder(req);
  const owned = holder ? ownedVoiceStore(holder.mobileNumber) : null;
  return { holder, owned, provider: getVoiceProvider({ profiles: owned ?? noVoiceProfiles }) };
}

/** 50 000 characters of Devanagari are about 150 KB of UTF-8; a speech request past this is refused with 413. */
export const TTS_BODY_LIMIT = 256 * 1024;

/**
 * 404 for a voice cloned through the site by someone else (an ElevenLabs clone id, or the embedded engine's
 * profile- ids), exactly as for a voice that does not exist: text to speech, preview and voice messages speak a
 * clone for its owner only.
 */
export async function assertMayUseVoice(caller: VoiceCaller, voiceId: string): Promise<void> {
  if (await isSomeoneElsesClone(voiceId, caller.holder?.mobileNumber ?? null)) throw notFound('voiceNotFound');
}

/**
 * The voice a voice message may speak in: a persona voice, or a voice the signed-in card holder owns (403 for any
 * other), and never someone else's clone.
 */
export async function assertMessageVoice(caller: VoiceCaller, voiceId: string, personaVoices: ReadonlySet<string>) {
  if (!personaVoices.has(voiceId)) {
    if (!caller.holder) throw refuse(403, 'voiceNotAllowed');
    const own = await caller.owned?.list();
    if (!own?.some((voice) => voice.voice_id === voiceId)) throw refuse(403, 'voiceNotAllowed');
  }
  await assertMayUseVoice(caller, voiceId);
}

const PROVIDER_STATUS = { invalid_input: 400, unsupported_audio: 415, voice_not_found: 404 } as const;

/** Runs a provider call; the caller's own mistakes (empty text, unknown voice, unusable sample) become 400/404/415. */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isClientError(error))
      throw new HttpError(PROVIDER_STATUS[error.kind as keyof typeof PROVIDER_STATUS], {
        code: 'invalidRequest',
        detail: error.message,
      });
    throw error;
  }
}

/** An MP3 answer that says which engine made it (docs/DECISIONS.md, "Embedded engines"). */
export function audioResponse(result: AudioResult, headers: Record<string, string> = {}): Response {
  // The engines hand out plain ArrayBuffer-backed bytes.
  return new Response(result.audio as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': result.contentType,
      'Content-Length': String(result.audio.byteLength),
      'X-Voice-Engine': result.engine,
      ...headers,
    },
  });
}
