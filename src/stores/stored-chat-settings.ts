import { MODELS, type Model } from '../domain/chat';
import { z } from '../domain/zod';
import { type ChatSettings, DEFAULT_SETTINGS } from './chat-settings';

/**
 * The chat settings as localStorage holds them, and their reading. The settings store (./chat-settings.ts) imports
 * this module when it is first used, so the page hydrates without zod.
 */

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
