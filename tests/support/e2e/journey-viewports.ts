/** The three ways the journeys are tried: a desktop with a mouse, a touch tablet and a phone. */
export const journeyViewports = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false },
  tablet: { viewport: { width: 1024, height: 1366 }, hasTouch: true },
  phone: { viewport: { width: 360, height: 780 }, hasTouch: true },
} as const;

/**
 * The pairs a whole journey is walked in: the English edition on a desktop and the Hindi edition on a phone (most of
 * our visitors read Hindi first, on a phone). Every text is checked in both languages and every layout at both
 * sizes; the other two pairs repeat the same checks (the layout does not depend on the language, which
 * editions.spec.ts and the header tests check at 360 px in both editions) for two minutes of a 2-core CI's time.
 */
export const journeyPairs = [
  { locale: 'en', size: 'desktop' },
  { locale: 'hi', size: 'phone' },
] as const;
