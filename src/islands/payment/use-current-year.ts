import { useEffect, useState } from 'react';

/**
 * The visitor's current year (the payment schedule uses the year at run time, not at build time; docs/DECISIONS.md).
 * The first render uses the build year so hydration matches the static HTML; the real year follows at once.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
