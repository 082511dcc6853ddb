const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A calendar date written out for readers, e.g. "June 18, 2025". Frontmatter dates are UTC midnight. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

// Pure, so a bundle that does not use it (the islands' common texts) leaves it out.
const hindiDate = /* @__PURE__ */ new Intl.DateTimeFormat('hi-IN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as the Hindi edition writes it, e.g. "18 जून 2025". */
export function formatHindiDate(date: Date): string {
  return hindiDate.format(date);
}

/** The machine-readable form for `<time datetime>`, e.g. "2025-06-18". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
