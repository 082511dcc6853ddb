import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../src/domain/locale';

/**
 * The language a caller asks its answer in: the first language of `Accept-Language` that the site has (the site's
 * API client sends the page's language there); English otherwise.
 */
export function requestLocale(req: Request): Locale {
  const header = req.headers.get('Accept-Language') ?? '';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q) };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}
