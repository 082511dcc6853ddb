/** The machine-readable form for `<time datetime>`, e.g. "2025-06-18". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
