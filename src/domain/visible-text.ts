import { z } from './zod';

/**
 * Text that shows nothing: control and format characters (zero-width spaces and joiners, direction marks, soft
 * hyphens, the BOM), separators and whitespace, variation selectors, and the blank-looking fillers (Hangul fillers,
 * the braille blank, the combining grapheme joiner, the Mongolian vowel separator). A chat message, image prompt or
 * text to speak made only of these is refused: it would cost a provider call and say nothing.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Cn}\p{Z}\s\u115F\u1160\u180E\u2800\u3164\uFFA0]|\u034F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

export const NO_VISIBLE_TEXT_MESSAGE = 'must contain visible characters, not only control or invisible ones';

export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/** The shared refinement every free-text field of the AI endpoints uses (400 naming the field). */
export function visibleText<T extends z.ZodMiniType<string>>(schema: T): T {
  return schema.check(z.refine(hasVisibleText, NO_VISIBLE_TEXT_MESSAGE));
}
