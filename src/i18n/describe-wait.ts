import type { Locale } from '../domain/locale';

/** "45 seconds", "15 minutes", "23 hours 5 minutes" (and the Hindi "45 सेकंड", "23 घंटे 5 मिनट"): a wait in words. */
export function describeWait(seconds: number, locale: Locale = 'en'): string {
  const units =
    locale === 'hi'
      ? { second: () => 'सेकंड', minute: () => 'मिनट', hour: (n: number) => (n === 1 ? 'घंटा' : 'घंटे') }
      : {
          second: (n: number) => (n === 1 ? 'second' : 'seconds'),
          minute: (n: number) => (n === 1 ? 'minute' : 'minutes'),
          hour: (n: number) => (n === 1 ? 'hour' : 'hours'),
        };
  const say = (n: number, unit: keyof typeof units) => `${n} ${units[unit](n)}`;
  if (seconds < 120) return say(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return say(minutes, 'minute');
  const rest = minutes % 60;
  return `${say(Math.floor(minutes / 60), 'hour')}${rest ? ` ${say(rest, 'minute')}` : ''}`;
}
