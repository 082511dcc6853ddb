/**
 * The data lists the Hindi edition translates (content/data/hi/<name>.json) and, for each, the fields of an English
 * entry that it writes in its own words. Everything else of an entry (numbers, prices, order, icons) stays in the
 * English file, the one source of it.
 */
export const TRANSLATED_FIELDS = {
  courses: ['title', 'summary', 'highlights'],
  facts: ['label'],
  leaders: ['position', 'description'],
  plans: ['name', 'returns', 'payout', 'features'],
  programs: ['title', 'summary', 'duration', 'modules'],
  services: ['title', 'summary', 'points'],
  'voice-challenges': ['prompt', 'emotion', 'character', 'tips'],
} as const;

export type TranslatedDataName = keyof typeof TRANSLATED_FIELDS;
