import { atom, computed } from 'nanostores';
import type { AuthStatus } from '../api/cardholder';
import { lazyApi } from '../api/lazy-api';
import type { CardHolder } from '../domain/card-holder';
import { isExhausted } from '../domain/trial';
import type { ListedVoice } from '../domain/voice-schemas';
import { aiToolsWords } from '../i18n/namespaces/ai-tools';
import { pageWords } from '../i18n/page-locale';
import { logoutAction } from './logout-action';

/**
 * The AI tools' session and calls. The server keeps the card session and the
 * trial count (HttpOnly cookies); this store mirrors what the calls answered.
 * The calls of the tools themselves (speech, cloning, previews) are in ./voice-tools.ts, which loads with them.
 */
export type AccessView = 'choice' | 'login' | 'freetrial';

const cardholderApi = lazyApi(() => import('../api/cardholder'));
const voiceApi = lazyApi(() => import('../api/voice'));

export interface VoiceSession {
  checked: boolean;
  authenticated: boolean;
  cardHolder: CardHolder | null;
  charactersUsed: number;
  freeTrialUsed: boolean;
}

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
/** The "apply for the card or log in" prompt, opened when the trial is used up. */
export const $cardPromptOpen = atom(false);
export const $loginPending = atom(false);
/** True when the trial is used up for an anonymous visitor. */
export const $trialExhausted = computed(
  $session,
  (s) => !s.authenticated && (s.freeTrialUsed || isExhausted(s.charactersUsed)),
);

function applyStatus(status: AuthStatus): void {
  $session.set({
    checked: true,
    authenticated: status.authenticated,
    cardHolder: status.cardHolder,
    charactersUsed: status.session.charactersUsed,
    freeTrialUsed: status.session.freeTrialUsed,
  });
}

/** GET /api/elevenlabs/voices; keeps the selection when it is still listed. Failures are silent (a fixed rule). */
export async function loadVoices(select?: string): Promise<void> {
  const result = await voiceApi.call(({ callJson }, { voices }) => callJson(voices, {}));
  if (!result.ok) return;
  const listed = result.value.voices;
  $voices.set(listed);
  const wanted = select ?? $selectedVoice.get();
  $selectedVoice.set(listed.some((v) => v.voice_id === wanted) ? wanted : (listed[0]?.voice_id ?? ''));
}

/** GET /api/auth/status (the loading screen runs until it answers). */
export async function checkStatus(): Promise<void> {
  const result = await cardholderApi.call(({ callJson }, { cardholderStatus }) => callJson(cardholderStatus, {}));
  if (result.ok) applyStatus(result.value);
  else $session.set({ ...$session.get(), checked: true });
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
    const body = { mobileNumber, securityPin };
    const result = await cardholderApi.call(({ callJson }, { cardholderLogin }) => callJson(cardholderLogin, { body }));
    if (!result.ok) {
      const words = pageWords(aiToolsWords);
      if (result.status === 0) return words.loginUnreached;
      return result.status === 401 || !result.details?.error ? words.invalidLogin : result.details.error;
    }
    $session.set({ ...$session.get(), checked: true, authenticated: true, cardHolder: result.value.cardHolder });
    $cardPromptOpen.set(false);
    await loadVoices();
    return null;
  } finally {
    $loginPending.set(false);
  }
}

/** POST /api/auth/logout; the page returns to the choice view with the browser's trial count. */
export const logout = logoutAction(
  cardholderApi,
  ({ cardholderLogout }) => cardholderLogout,
  async () => {
    $view.set('choice');
    await checkStatus();
  },
);
