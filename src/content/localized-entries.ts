import { getEntry } from 'astro:content';
import type { Locale } from '../domain/locale';

/** A page's entry in an edition: content/pages/<id>.mdx, or content/pages/hi/<id>.mdx for Hindi. */
export async function pageEntry(id: string, locale: Locale) {
  const entry = locale === 'hi' ? await getEntry('hiPages', id) : await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${locale === 'hi' ? 'hi/' : ''}${id}.mdx is missing`);
  return entry;
}

/** A policy's entry in an edition: content/policies/<id>.mdx, or content/policies/hi/<id>.mdx for Hindi. */
export async function policyEntry(id: string, locale: Locale) {
  const entry = locale === 'hi' ? await getEntry('hiPolicies', id) : await getEntry('policies', id);
  if (!entry) throw new Error(`content/policies/${locale === 'hi' ? 'hi/' : ''}${id}.mdx is missing`);
  return entry;
}
