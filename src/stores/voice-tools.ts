import { lazyApi } from '../api/lazy-api';
import { FREE_TRIAL_LIMIT, isExhausted } from '../domain/trial';
import { DEFAULT_SPEECH_MODEL } from '../domain/voice';
import type { ListedVoice } from '../domain/voice-schemas';
import { voiceToolsWords } from '../i18n/namespaces/voice-tools';
import { pageWords } from '../i18n/page-locale';
import { trialCompleteText } from '../i18n/trial-text';
import { toast } from './toasts';
import { $cardPromptOpen, $selectedVoice, $session, $voices } from './voice-session';

/**
 * The AI tools' calls once a visitor uses them: speech (the free trial's count and refusals with it), cloning and
 * voice previews. The session they run in is ./voice-session.ts.
 */

const voiceApi = lazyApi(() => import('../api/voice'));

function markUsedUp(charactersUsed: number): void {
  $session.set({
    ...$session.get(),
    charactersUsed: Math.max(charactersUsed, $session.get().charactersUsed),
    freeTrialUsed: true,
  });
  $cardPromptOpen.set(true);
}

/** Thrown by generateSpeech when the page already told the visitor why (toast or card prompt). */
export class HandledError extends Error {}

/**
 * POST /api/elevenlabs/text-to-speech. Resolves with the MP3; on 403 shows the fixed toasts, and when the trial is
 * used up marks it so and opens the card prompt, then throws HandledError; other failures throw with the server's
 * message.
 */
export async function generateSpeech(text: string, voiceId: string): Promise<Blob> {
  const body = { text, voice_id: voiceId, model_id: MODEL };
  const result = await voiceApi.call(({ callFile }, { textToSpeech }) => callFile(textToSpeech, { body }));
  if (!result.ok) return refuseSpeech(result);
  countTrial(text, result.headers);
  return result.value;
}

const MODEL = DEFAULT_SPEECH_MODEL;

/**
 * Shows the trial's refusal (a 403 with the trial's fields, or without a body) and throws HandledError; throws any
 * other failure (a part's job refused, for one) with the server's message.
 */
async function refuseSpeech(failure: { status: number; error: string; details: unknown }): Promise<never> {
  if (failure.status === 403) {
    // A 403 came from the server, so the contracts are loaded already.
    const { trialRefusalSchema } = (await voiceApi.load()).contracts;
    const refusal = trialRefusalSchema.safeParse(failure.details);
    if (refusal.success || failure.details === null) {
      refuseTrial(refusal.data);
      throw new HandledError('trial');
    }
  }
  throw new Error(failure.error);
}

/** The trial count after a text was spoken, as the server answered it. */
function countTrial(text: string, headers: Headers): void {
  const session = $session.get();
  if (session.authenticated) return;
  const counted = Number(headers.get('x-characters-used'));
  const charactersUsed = Number.isFinite(counted) && counted > 0 ? counted : session.charactersUsed + text.length;
  $session.set({ ...session, charactersUsed, freeTrialUsed: isExhausted(charactersUsed) });
}

/**
 * A long text spoken in parts (POST /api/elevenlabs/text-to-speech/part, one part after the other): `onPart` hears
 * each part's MP3 as it arrives with the parts done so far and their total. Resolves with the MP3 of the whole text
 * (MP3 frames play one after the other when files are joined). Fails as generateSpeech does.
 */
export async function generateSpeechInParts(
  text: string,
  voiceId: string,
  onPart: (audio: Blob, done: number, total: number) => void,
): Promise<Blob> {
  const body = { text, voice_id: voiceId, model_id: MODEL };
  const speakPart = (index: number, job?: string) =>
    voiceApi.call(({ callFile }, { textToSpeechPart }) =>
      callFile(textToSpeechPart, { body: { ...body, index, job } }),
    );
  const first = await speakPart(0);
  if (!first.ok) return refuseSpeech(first);
  countTrial(text, first.headers);
  const { SPEECH_JOB_HEADER, SPEECH_PARTS_HEADER } = (await voiceApi.load()).contracts;
  // Without a count, the first part is taken as the whole text.
  const total = Number(first.headers.get(SPEECH_PARTS_HEADER)) || 1;
  const job = first.headers.get(SPEECH_JOB_HEADER) ?? undefined;
  const parts = [first.value];
  onPart(first.value, 1, total);
  for (let index = 1; index < total; index++) {
    const next = await speakPart(index, job);
    if (!next.ok) return refuseSpeech(next);
    parts.push(next.value);
    onPart(next.value, index + 1, total);
  }
  return new Blob(parts, { type: 'audio/mpeg' });
}

/**
 * The product's toasts for a refused trial, word for word: blocked, "You are blocked"; otherwise "Character Limit
 * Reached" with the count the server refused at. The trial is marked used up and the card prompt opens when the
 * server says so (`blocked`, or `requiresCard`, which the server sets on every refusal).
 */
function refuseTrial(refusal: { blocked: boolean; charactersUsed: number; requiresCard: boolean } | undefined): void {
  const used = refusal?.charactersUsed ?? FREE_TRIAL_LIMIT;
  const words = pageWords(voiceToolsWords);
  if (refusal?.blocked) {
    toast({ title: words.blockedTitle, description: words.blockedDescription, variant: 'destructive' });
  } else {
    toast({ title: words.limitReachedTitle, description: trialCompleteText(used, words) });
  }
  if (refusal?.blocked || refusal?.requiresCard) markUsedUp(used);
  else $session.set({ ...$session.get(), charactersUsed: used });
}

/**
 * POST /api/elevenlabs/voice-clone (multipart audio, name, description). The new voice joins the list at once and
 * is selected. Throws with the server's message on failure.
 */
export async function cloneVoice(
  audio: Blob,
  fileName: string,
  name: string,
  description: string,
): Promise<ListedVoice> {
  const form = new FormData();
  form.set('audio', audio, fileName);
  form.set('name', name);
  form.set('description', description);
  const result = await voiceApi.call(({ callForm }, { voiceClone }) => callForm(voiceClone, form));
  if (!result.ok) throw new Error(result.error);
  const voice: ListedVoice = {
    voice_id: result.value.voice_id,
    name: result.value.name,
    category: 'personal',
    description,
    own: true,
  };
  $voices.set([...$voices.get().filter((v) => v.voice_id !== voice.voice_id), voice]);
  $selectedVoice.set(voice.voice_id);
  return voice;
}

/**
 * DELETE /api/elevenlabs/voices/{voiceId}: deletes one of the card holder's own clones and drops it from the list
 * (another voice is selected when it was the selected one). Throws with the server's message on failure.
 */
export async function deleteVoice(voiceId: string): Promise<void> {
  const result = await voiceApi.call(({ callJson }, { voiceDelete }) => callJson(voiceDelete, { params: { voiceId } }));
  if (!result.ok) throw new Error(result.error);
  const listed = $voices.get().filter((v) => v.voice_id !== voiceId);
  $voices.set(listed);
  if ($selectedVoice.get() === voiceId) $selectedVoice.set(listed[0]?.voice_id ?? '');
}

/** GET /api/elevenlabs/voice-preview/{voiceId}: the sample's audio, or null (failures are silent). */
export async function fetchPreview(voiceId: string): Promise<Blob | null> {
  const result = await voiceApi.call(({ callFile }, { voicePreview }) =>
    callFile(voicePreview, { params: { voiceId } }),
  );
  return result.ok ? result.value : null;
}
