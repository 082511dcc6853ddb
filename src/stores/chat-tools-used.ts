import { map } from 'nanostores';

/**
 * One image generation and one sound effect per page session (the product's limit). Never stored. The tools menu
 * shows it from the first state; the tools themselves (./chat-tools.ts) load with their dialogs.
 */
export const $toolsUsed = map({ image: false, sound: false });
