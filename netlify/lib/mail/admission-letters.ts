import { courseLabel } from '../../../src/content/courses';
import { factText } from '../../../src/content/facts';
import { site, siteWording } from '../../../src/content/site';
import { fullName } from '../../../src/domain/admission';
import { certificateFileName, slipFileName } from '../../../src/domain/admission-files';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { type Locale, localePath } from '../../../src/domain/locale';
import { formatDateTime } from '../../../src/i18n/format';
import { batchRow, renderCertificate, renderSlip } from '../pdf/admission-pdfs';
import { composeMail, type MailBlock } from './compose';
import { MAIL_WORDS } from './mail-words';
import type { MailContent } from './transport';

/**
 * The mails to an applicant, written in the language of the edition she applied in: the confirmation (with the
 * slip) and the decision (an approval with the certificate). Composed when sent (composers.ts).
 */

export const STUDENT_PORTAL_PATH = '/student-portal';

/** The portal's address in the applicant's edition. */
export const portalLink = (origin: string, locale: Locale) => `${origin}${localePath(STUDENT_PORTAL_PATH, locale)}`;

const PDF = 'application/pdf';

const localeOf = (record: AdmissionRecord): Locale => record.locale ?? 'en';

/** Registration number, course, batch and submission time, as a table. */
function applicationFacts(record: AdmissionRecord, locale: Locale): MailBlock {
  const words = MAIL_WORDS[locale];
  return {
    kind: 'facts',
    rows: [
      [words.registrationNumber, record.registrationNumber],
      [words.course, courseLabel(record.course, locale)],
      ...batchRow(record, locale),
      [words.submitted, formatDateTime(record.submittedAt, locale)],
    ],
  };
}

/** Greeting first; contacts and sign-off last. */
function letter(record: AdmissionRecord, locale: Locale, body: readonly MailBlock[]): MailBlock[] {
  const words = MAIL_WORDS[locale];
  return [
    { kind: 'text', text: words.greeting(fullName(record)) },
    ...body,
    { kind: 'text', text: words.contact(site.email, site.phone, factText('office-hours', locale)) },
    { kind: 'text', text: words.signOff(siteWording(locale).instituteName) },
    { kind: 'text', text: words.automatic },
  ];
}

/** The confirmation of an application: what was received, what happens next, the slip and the portal. */
export async function confirmationMail(
  record: AdmissionRecord,
  origin: string,
  now = new Date(),
): Promise<MailContent> {
  const locale = localeOf(record);
  const words = MAIL_WORDS[locale];
  const link = portalLink(origin, locale);
  const mail = composeMail(
    locale,
    words.confirmation.subject(record.registrationNumber),
    letter(record, locale, [
      { kind: 'text', text: words.confirmation.intro(siteWording(locale).instituteName) },
      applicationFacts(record, locale),
      { kind: 'heading', text: words.confirmation.nextHeading },
      { kind: 'list', items: words.confirmation.next },
      { kind: 'text', text: words.confirmation.follow(link) },
      { kind: 'link', label: words.followLink, href: link },
    ]),
  );
  const slip = await renderSlip(record, now, locale);
  return {
    ...mail,
    attachments: [{ filename: slipFileName(record.registrationNumber), contentType: PDF, content: slip }],
  };
}

/** The decision on an application (approved or rejected); an approval carries the certificate. */
export async function decisionMail(record: AdmissionRecord, origin: string, now = new Date()): Promise<MailContent> {
  const locale = localeOf(record);
  const words = MAIL_WORDS[locale];
  const approved = record.status === 'approved';
  const decision = approved ? words.approved : words.rejected;
  const link = portalLink(origin, locale);
  const course = courseLabel(record.course, locale);
  const mail = composeMail(
    locale,
    decision.subject(record.registrationNumber),
    letter(record, locale, [
      { kind: 'text', text: decision.intro(course) },
      applicationFacts(record, locale),
      { kind: 'text', text: decision.body },
      { kind: 'text', text: decision.follow(link) },
      { kind: 'link', label: words.followLink, href: link },
    ]),
  );
  const attachments = approved
    ? [
        {
          filename: certificateFileName(record.registrationNumber),
          contentType: PDF,
          content: await renderCertificate(record, now, locale),
        },
      ]
    : [];
  return { ...mail, attachments };
}
