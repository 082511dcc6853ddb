const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A calendar date written out for readers, e.g. "June 18, 2025". Frontmatter dates are UTC midnight. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

const hindiDate = new Intl.DateTimeFormat('hi-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A calendar date as the Hindi edition writes it, e.g. "18 जून 2025". */
export function formatHindiDate(date: Date): string {
  return hindiDate.format(date);
}

/** The machine-readable form for `<time datetime>`, e.g. "2025-06-18". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A date as the admissions texts write it, e.g. "2 July 2025". */
export function formatDayMonthYear(date: Date): string {
  return dayMonthYear.format(date);
}
