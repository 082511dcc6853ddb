/** The three ways the journeys are tried: a desktop with a mouse, a touch tablet and a phone. */
export const journeyViewports = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false },
  tablet: { viewport: { width: 1024, height: 1366 }, hasTouch: true },
  phone: { viewport: { width: 360, height: 780 }, hasTouch: true },
} as const;
