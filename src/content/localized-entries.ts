import { getEntry } from 'astro:content';
import type { Locale } from '../domain/locale';
import { inLocale, type PerLocale } from '../i18n/per-locale';

/** Where an edition's MDX lives under its collection's folder. */
const FOLDER: PerLocale<string> = { en: '', hi: 'hi/' };

/** A page's entry in an edition: content/pages/<id>.mdx, or content/pages/hi/<id>.mdx for Hindi. */
export async function pageEntry(id: string, locale: Locale) {
  const entry = await getEntry(inLocale(locale, { en: 'pages', hi: 'hiPages' } as const), id);
  if (!entry) throw new Error(`content/pages/${inLocale(locale, FOLDER)}${id}.mdx is missing`);
  return entry;
}

/** A policy's entry in an edition: content/policies/<id>.mdx, or content/policies/hi/<id>.mdx for Hindi. */
export async function policyEntry(id: string, locale: Locale) {
  const entry = await getEntry(inLocale(locale, { en: 'policies', hi: 'hiPolicies' } as const), id);
  if (!entry) throw new Error(`content/policies/${inLocale(locale, FOLDER)}${id}.mdx is missing`);
  return entry;
}
