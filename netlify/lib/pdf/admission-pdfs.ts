import { PDFDocument } from 'pdf-lib';
import { courseLabel } from '../../../src/content/courses';
import { factText } from '../../../src/content/facts';
import { postalAddress, site } from '../../../src/content/site';
import { displayStatus, fullName } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import type { Locale } from '../../../src/domain/locale';
import { appliedBatchName } from '../../../src/i18n/applied-batch';
import { formatDate, formatDateTime } from '../../../src/i18n/format';
import admission from '../../../src/i18n/messages/en/admission';
import documents from '../../../src/i18n/messages/en/documents';
import admissionHindi from '../../../src/i18n/messages/hi/admission';
import documentsHindi from '../../../src/i18n/messages/hi/documents';
import { inLocale, LANGUAGE_TAGS } from '../../../src/i18n/per-locale';
import { TextWriter } from './fonts';
import { A4, ACCENT, drawKeptValue, drawRows, INK, letterhead, MUTED, PRIMARY, startLetter } from './letterhead';

/**
 * The application slip and the admission certificate (docs/DECISIONS.md, "Admissions"), as PDF bytes, in the
 * language of the page they were asked from.
 */

/** Per language, the form's words (namespace `admission`) and the documents' own (`documents`). */
const MESSAGES = {
  en: { admission, documents },
  hi: { admission: admissionHindi, documents: documentsHindi },
};

async function newDocument(kind: string, record: AdmissionRecord, now: Date, locale: Locale) {
  const doc = await PDFDocument.create();
  // Title and subject carry the registration number, so the file names itself in viewers and can be checked.
  doc.setTitle(`${kind} ${record.registrationNumber}`);
  doc.setSubject(MESSAGES[locale].documents.subject(kind, fullName(record), record.registrationNumber));
  doc.setLanguage(inLocale(locale, LANGUAGE_TAGS));
  doc.setAuthor(site.instituteName);
  doc.setCreator(site.legalName);
  doc.setProducer(site.name);
  doc.setKeywords([record.registrationNumber, site.instituteName]);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return { doc, writer: await TextWriter.for(doc) };
}

/** The batch the application is for, with its start date; applications before the next intake had none. */
export function batchRow(record: AdmissionRecord, locale: Locale): [string, string][] {
  const form = MESSAGES[locale].admission;
  if (record.batch) {
    const name = appliedBatchName(record.batch, locale);
    return [[form.batch, form.batchStarting(name, formatDate(record.batch.startDate, locale))]];
  }
  return record.intake === 'next' ? [[form.batch, form.nextBatchUndated]] : [];
}

export async function renderSlip(
  record: AdmissionRecord,
  now = new Date(),
  locale: Locale = 'en',
): Promise<Uint8Array> {
  const words = MESSAGES[locale].documents;
  const form = MESSAGES[locale].admission;
  const { doc, writer } = await newDocument(words.slipKind, record, now, locale);
  const letter = await startLetter(doc, writer, words.slipHeading);
  const { page, margin } = letter;
  await drawKeptValue(writer, { ...letter, y: letter.y - 26 }, words.registrationNumber, record.registrationNumber);

  const rows: [string, string][] = [
    [words.applicant, fullName(record)],
    [words.course, courseLabel(record.course, locale)],
    ...batchRow(record, locale),
    [words.email, record.email],
    [words.mobileNumber, `+91 ${record.mobileNumber.slice(0, 5)} ${record.mobileNumber.slice(5)}`],
    [words.age, String(record.age)],
    [words.gender, form.genders[record.gender]],
    [words.qualification, form.qualifications[record.qualification]],
    [
      words.disability,
      record.disabilityStatus === 'Yes' ? words.disabilityYes(record.disabilityType ?? '') : form.disabilityAnswers.No,
    ],
  ];
  if (record.guardianName) rows.push([words.guardian, words.consentGiven(record.guardianName)]);
  rows.push(
    [words.submitted, formatDateTime(record.submittedAt, locale)],
    [words.status, words.statuses[displayStatus(record.status)]],
  );

  let y = (await drawRows(writer, { ...letter, y: letter.y - 106 }, rows)) - 12;
  const notes = [words.keepSlip, words.reviewed, words.questions(site.email, factText('office-hours', locale))];
  for (const note of notes) {
    await writer.draw(page, note, margin, y, { size: 10, color: MUTED });
    y -= 16;
  }
  await writer.draw(page, words.generatedOn(formatDateTime(now, locale)), margin, 40, {
    size: 9,
    color: MUTED,
  });
  return doc.save();
}

export async function renderCertificate(
  record: AdmissionRecord,
  now = new Date(),
  locale: Locale = 'en',
): Promise<Uint8Array> {
  const words = MESSAGES[locale].documents;
  const { doc, writer } = await newDocument(words.certificateKind, record, now, locale);
  const [height, width] = A4; // landscape
  const page = doc.addPage([width, height]);
  const centre = width / 2;
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: PRIMARY, borderWidth: 3 });
  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: ACCENT, borderWidth: 1 });

  let y = await letterhead(page, writer, centre, height - 78);
  y -= 30;
  await writer.drawCentred(page, words.certificateHeading, centre, y, { size: 30, weight: 'bold', color: INK });
  y -= 42;
  await writer.drawCentred(page, words.certifyThat, centre, y, { size: 13, color: MUTED });
  y -= 44;
  const name = fullName(record);
  await writer.drawCentred(page, name, centre, y, { size: 30, weight: 'bold', color: PRIMARY });
  const nameWidth = await writer.width(name, { size: 30, weight: 'bold', color: PRIMARY });
  const rule = Math.max(nameWidth + 40, 260);
  page.drawLine({
    start: { x: centre - rule / 2, y: y - 10 },
    end: { x: centre + rule / 2, y: y - 10 },
    color: ACCENT,
  });
  y -= 44;
  await writer.drawCentred(page, words.admittedTo(courseLabel(record.course, locale)), centre, y, {
    size: 14,
    color: INK,
  });
  y -= 22;
  await writer.drawCentred(page, words.atInstitute(site.instituteName, site.address.city), centre, y, {
    size: 14,
    color: INK,
  });

  const admitted = record.updatedAt ?? record.submittedAt;
  const facts: [string, string][] = [
    [words.registrationNumber, record.registrationNumber],
    [words.dateOfAdmission, formatDate(admitted, locale)],
    [words.dateOfIssue, formatDate(now, locale)],
  ];
  const column = (width - 120) / facts.length;
  for (const [i, [label, value]] of facts.entries()) {
    const x = 60 + column * i + column / 2;
    await writer.drawCentred(page, value, x, 110, { size: 14, weight: 'bold', color: INK });
    await writer.drawCentred(page, label, x, 92, { size: 10, color: MUTED });
  }
  await writer.drawCentred(page, words.issuedBy(site.legalName, postalAddress), centre, 50, {
    size: 9,
    color: MUTED,
  });
  return doc.save();
}
