import { atom } from 'nanostores';
import { DEFAULT_MODEL, type Model } from '../domain/chat';
import { importAgain } from '../loading/on-demand';
import { syncFromStorage } from './local-storage';

/**
 * Chat settings: the model and dark mode, kept in this browser under ONE settings key and
 * shared by /settings and /vauxa-ai through this store. Another tab's change arrives through the `storage` event.
 */

export const SETTINGS_KEY = 'vauxa-settings';

export interface ChatSettings {
  model: Model;
  darkMode: boolean;
}

export const DEFAULT_SETTINGS: ChatSettings = {
  model: DEFAULT_MODEL,
  darkMode: true,
};

export const $chatSettings = atom<ChatSettings>({ ...DEFAULT_SETTINGS });

syncFromStorage(
  $chatSettings,
  SETTINGS_KEY,
  async () => (await importAgain(() => import('./stored-chat-settings'))).parseChatSettings,
);

function save(change: Partial<ChatSettings>): void {
  const next = { ...$chatSettings.get(), ...change };
  $chatSettings.set(next);
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Storage is full or blocked: the choice still holds for this page.
  }
}

export const setModel = (model: Model) => save({ model });
export const setDarkMode = (darkMode: boolean) => save({ darkMode });
