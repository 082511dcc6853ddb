/**
 * The anchor of a titled page band (the Section component) without an id of its own: the title in lowercase, every run
 * of other characters a dash. Letters and marks of any script count, so a Hindi title gets a Devanagari anchor.
 * The chat index links a band's passages to the same anchor.
 */
export function sectionAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
