import { atom, computed } from 'nanostores';
import {
  type AuthStatus,
  authStatusSchema,
  type CardHolder,
  INVALID_LOGIN_MESSAGE,
  loginResponseSchema,
} from '../domain/card-holder';
import { FREE_TRIAL_LIMIT, isExhausted, textDoesNotFitMessage } from '../domain/trial';
import type { Voice } from '../domain/voice';
import { toast } from './toasts';

/**
 * The AI tools' session and calls (SPEC.md sections 2, 4, 7 and 8). The server keeps the card session and the
 * trial count (HttpOnly cookies); this store mirrors what the calls answered.
 */
export type AccessView = 'choice' | 'login' | 'freetrial';

export interface VoiceSession {
  checked: boolean;
  authenticated: boolean;
  cardHolder: CardHolder | null;
  charactersUsed: number;
  freeTrialUsed: boolean;
}

/** A voice in the list; `own` marks the card holder's cloned voices. */
export type ListedVoice = Voice & { own?: boolean };

export const $session = atom<VoiceSession>({
  checked: false,
  authenticated: false,
  cardHolder: null,
  charactersUsed: 0,
  freeTrialUsed: false,
});
export const $view = atom<AccessView>('choice');
export const $voices = atom<ListedVoice[]>([]);
export const $selectedVoice = atom<string>('');
/** The "apply for the card or log in" prompt (SPEC.md section 8: "card prompt opens"). */
export const $cardPromptOpen = atom(false);
export const $loginPending = atom(false);
/** True when the trial is used up for an anonymous visitor. */
export const $trialExhausted = computed(
  $session,
  (s) => !s.authenticated && (s.freeTrialUsed || isExhausted(s.charactersUsed)),
);

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

function applyStatus(status: AuthStatus): void {
  $session.set({
    checked: true,
    authenticated: status.authenticated,
    cardHolder: status.cardHolder,
    charactersUsed: status.session.charactersUsed,
    freeTrialUsed: status.session.freeTrialUsed,
  });
}

/** GET /api/elevenlabs/voices; keeps the selection when it is still listed. Failures are silent (SPEC.md). */
export async function loadVoices(select?: string): Promise<void> {
  try {
    const response = await fetch('/api/elevenlabs/voices', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return;
    const { voices } = (await response.json()) as { voices: ListedVoice[] };
    $voices.set(voices);
    const wanted = select ?? $selectedVoice.get();
    $selectedVoice.set(voices.some((v) => v.voice_id === wanted) ? wanted : (voices[0]?.voice_id ?? ''));
  } catch {
    // SPEC.md: failures of the voices call are silent.
  }
}

/** GET /api/auth/status (the loading screen runs until it answers). */
export async function checkStatus(): Promise<void> {
  try {
    const response = await fetch('/api/auth/status', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    // Read the body when it matters, release the connection otherwise.
    const parsed = authStatusSchema.safeParse(response.ok ? await response.json() : await response.body?.cancel());
    if (parsed.success) applyStatus(parsed.data);
    else $session.set({ ...$session.get(), checked: true });
  } catch {
    $session.set({ ...$session.get(), checked: true });
  }
  void loadVoices();
}

export function showView(view: AccessView): void {
  $view.set(view);
}

/** POST /api/auth/login. Resolves null on success, otherwise the message to show next to the form. */
export async function login(mobileNumber: string, securityPin: string): Promise<string | null> {
  if ($loginPending.get()) return null;
  $loginPending.set(true);
  try {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      credentials: 'same-origin',
      body: JSON.stringify({ mobileNumber, securityPin }),
    });
    const body: unknown = await response.json().catch(() => null);
    const parsed = loginResponseSchema.safeParse(body);
    if (!response.ok || !parsed.success) {
      const error = (body as { error?: unknown } | null)?.error;
      return response.status === 401 || typeof error !== 'string' ? INVALID_LOGIN_MESSAGE : error;
    }
    $session.set({ ...$session.get(), checked: true, authenticated: true, cardHolder: parsed.data.cardHolder });
    $cardPromptOpen.set(false);
    await loadVoices();
    return null;
  } catch {
    return 'Unable to connect to server. Please try again.';
  } finally {
    $loginPending.set(false);
  }
}

/** POST /api/auth/logout; the page returns to the choice view whatever it answers. */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', headers: JSON_HEADERS, credentials: 'same-origin' });
  } catch {
    // The server session expires on its own.
  }
  $view.set('choice');
  await checkStatus();
}

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
 * POST /api/elevenlabs/text-to-speech. Resolves with the MP3; on 403 shows SPEC.md's toasts, and when the trial is
 * used up marks it so and opens the card prompt, then throws HandledError; other failures throw with the server's
 * message.
 */
export async function generateSpeech(text: string, voiceId: string): Promise<Blob> {
  const response = await fetch('/api/elevenlabs/text-to-speech', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
    credentials: 'same-origin',
    body: JSON.stringify({ text, voice_id: voiceId, model_id: 'eleven_turbo_v2_5' }),
  });
  if (response.status === 403) {
    const body = (await response.json().catch(() => ({}))) as {
      blocked?: boolean;
      charactersUsed?: number;
      requiresCard?: boolean;
    };
    const used = typeof body.charactersUsed === 'number' ? body.charactersUsed : FREE_TRIAL_LIMIT;
    if (body.blocked) {
      toast({
        title: 'You are blocked',
        description: 'Please apply for the card for more usage',
        variant: 'destructive',
      });
      markUsedUp(used);
    } else {
      // The text did not fit: the characters that remain stay usable, since only `blocked` ends the trial.
      $session.set({ ...$session.get(), charactersUsed: used });
      toast({ title: 'Character Limit Reached', description: textDoesNotFitMessage(used, text.length) });
    }
    throw new HandledError('trial');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : `${response.status}: ${response.statusText}`);
  }
  const session = $session.get();
  if (!session.authenticated) {
    const counted = Number(response.headers.get('x-characters-used'));
    const charactersUsed = Number.isFinite(counted) && counted > 0 ? counted : session.charactersUsed + text.length;
    $session.set({ ...session, charactersUsed, freeTrialUsed: isExhausted(charactersUsed) });
  }
  return response.blob();
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
  const response = await fetch('/api/elevenlabs/voice-clone', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as {
    voice_id?: unknown;
    name?: unknown;
    error?: unknown;
  } | null;
  if (!response.ok || typeof body?.voice_id !== 'string') {
    throw new Error(typeof body?.error === 'string' ? body.error : `${response.status}: ${response.statusText}`);
  }
  const voice: ListedVoice = {
    voice_id: body.voice_id,
    name: typeof body.name === 'string' ? body.name : name,
    category: 'personal',
    description,
    own: true,
  };
  $voices.set([...$voices.get().filter((v) => v.voice_id !== voice.voice_id), voice]);
  $selectedVoice.set(voice.voice_id);
  return voice;
}

/** GET /api/elevenlabs/voice-preview/{voiceId}: the sample's audio, or null (failures are silent, SPEC.md). */
export async function fetchPreview(voiceId: string): Promise<Blob | null> {
  try {
    const response = await fetch(`/api/elevenlabs/voice-preview/${encodeURIComponent(voiceId)}`, {
      credentials: 'same-origin',
    });
    if (response.ok) return await response.blob();
    await response.body?.cancel();
    return null;
  } catch {
    return null;
  }
}
