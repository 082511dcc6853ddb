import { z } from 'zod';
import siteJson from '../../content/site.json' with { type: 'json' };
import type { Locale } from '../domain/locale';
import { inLocale } from '../i18n/per-locale';

/** The one place the company's names, contacts and founder live (content/site.json). */
export const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  shortName: z.string().min(1),
  instituteName: z.string().min(1),
  tagline: z.string().min(1),
  url: z.url(),
  email: z.email(),
  investorEmail: z.email(),
  privacyEmail: z.email(),
  accessibilityEmail: z.email(),
  phone: z.string().min(1),
  address: z.object({
    line1: z.string().min(1),
    city: z.literal('New Delhi'),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.string().min(1),
  }),
  founder: z.object({
    firstName: z.string().min(1),
    lastName: z.string().min(1),
    title: z.string().min(1),
  }),
  /** The Hindi edition's wording of the names and titles above that are written in words, not names. */
  hi: z.object({
    instituteName: z.string().min(1),
    tagline: z.string().min(1),
    founderTitle: z.string().min(1),
  }),
});

export type Site = z.infer<typeof siteSchema>;

export const site: Site = siteSchema.parse(siteJson);

export const founderFullName = `${site.founder.firstName} ${site.founder.lastName}`;

export const postalAddress = `${site.address.line1}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`;

/** The institute's name, the tagline and the founder's title as an edition writes them. */
export function siteWording(locale: Locale): { instituteName: string; tagline: string; founderTitle: string } {
  return inLocale(locale, {
    en: { instituteName: site.instituteName, tagline: site.tagline, founderTitle: site.founder.title },
    hi: site.hi,
  });
}
