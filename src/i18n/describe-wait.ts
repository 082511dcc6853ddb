import type { Locale } from '../domain/locale';
import { inLocale, type PerLocale } from './per-locale';

type Unit = 'second' | 'minute' | 'hour';
const UNITS: PerLocale<Record<Unit, (n: number) => string>> = {
  en: {
    second: (n) => (n === 1 ? 'second' : 'seconds'),
    minute: (n) => (n === 1 ? 'minute' : 'minutes'),
    hour: (n) => (n === 1 ? 'hour' : 'hours'),
  },
  hi: { second: () => 'सेकंड', minute: () => 'मिनट', hour: (n) => (n === 1 ? 'घंटा' : 'घंटे') },
};

/** "45 seconds", "15 minutes", "23 hours 5 minutes" (and the Hindi "45 सेकंड", "23 घंटे 5 मिनट"): a wait in words. */
export function describeWait(seconds: number, locale: Locale = 'en'): string {
  const units = inLocale(locale, UNITS);
  const say = (n: number, unit: keyof typeof units) => `${n} ${units[unit](n)}`;
  if (seconds < 120) return say(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return say(minutes, 'minute');
  const rest = minutes % 60;
  return `${say(Math.floor(minutes / 60), 'hour')}${rest ? ` ${say(rest, 'minute')}` : ''}`;
}
