import { atom } from 'nanostores';
import { DEFAULT_MODEL, MODELS, type Model } from '../domain/chat';
import { z } from '../domain/zod';
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

const modelIds = MODELS.map((m) => m.id) as [Model, ...Model[]];

/** Each field falls back on its own, so one bad field does not lose the other. */
const settingsSchema = z.object({
  model: z.catch(z.enum(modelIds), DEFAULT_SETTINGS.model),
  darkMode: z.catch(z.boolean(), DEFAULT_SETTINGS.darkMode),
});

/** The stored text as settings: the defaults when it is missing, not JSON or not an object. */
export function parseChatSettings(stored: string | null): ChatSettings {
  if (stored === null) return { ...DEFAULT_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  const parsed = settingsSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS };
}

export const $chatSettings = atom<ChatSettings>({ ...DEFAULT_SETTINGS });

syncFromStorage($chatSettings, SETTINGS_KEY, parseChatSettings);

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
