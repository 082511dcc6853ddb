import { PDFDocument } from 'pdf-lib';
import { site } from '../../../src/content/site';
import { displayInvestorCode } from '../../../src/domain/investor-code';
import type { Locale } from '../../../src/domain/locale';
import { localePath } from '../../../src/domain/locale';
import { formatRupees } from '../../../src/domain/money';
import { formatDate, formatDateTime } from '../../../src/i18n/format';
import documents from '../../../src/i18n/messages/en/documents';
import documentsHindi from '../../../src/i18n/messages/hi/documents';
import { inLocale, LANGUAGE_TAGS } from '../../../src/i18n/per-locale';
import type { InvestorRecord } from '../investors/records';
import { TextWriter } from './fonts';
import { drawKeptValue, drawRows, INK, MUTED, startLetter } from './letterhead';

/** The welcome letter's words in each language (names, codes and amounts stay as stored). */
const WORDS = { en: documents.welcomeLetter, hi: documentsHindi.welcomeLetter };

/** The printable welcome letter of a new investor, with the code, as PDF bytes in `locale`. */
export async function renderWelcomeLetter(
  record: InvestorRecord,
  origin: string,
  locale: Locale,
  now = new Date(),
): Promise<Uint8Array> {
  const words = WORDS[locale];
  const doc = await PDFDocument.create();
  doc.setTitle(`${words.title}, ${record.fullName}`);
  doc.setLanguage(inLocale(locale, LANGUAGE_TAGS));
  doc.setAuthor(site.instituteName);
  doc.setCreator(site.legalName);
  doc.setCreationDate(now);
  const writer = await TextWriter.for(doc);
  const letter = await startLetter(doc, writer, words.heading);
  const { page, margin } = letter;
  let y = letter.y - 30;
  await writer.draw(page, words.dear(record.fullName), margin, y, { size: 12, color: INK });
  y -= 20;
  await writer.draw(page, words.intro, margin, y, { size: 11, color: INK });
  y -= 20;

  await drawKeptValue(writer, { ...letter, y }, words.code, displayInvestorCode(record.account.uniqueInvestorCode));
  y -= 76;
  await writer.draw(page, words.signIn(`${origin}${localePath('/investor-portal', locale)}`), margin, y, {
    size: 11,
    color: INK,
  });
  y -= 18;
  await writer.draw(page, words.keep, margin, y, { size: 9, color: MUTED });
  y -= 34;

  const rows: [string, string][] = [
    [words.holders, record.account.accountHolders],
    [words.plan, words.plans[record.account.accountType]],
    [words.invested, formatRupees(record.investmentAmount)],
    [
      words.nextPayment,
      words.nextPaymentOn(
        formatRupees(record.account.upcomingPaymentAmount),
        formatDate(record.account.upcomingPaymentDate, locale),
      ),
    ],
  ];
  y = await drawRows(writer, { ...letter, y }, rows);
  await writer.draw(page, words.questions(site.email, site.phone), margin, y - 10, { size: 10, color: MUTED });
  await writer.draw(page, words.issued(formatDateTime(now, locale)), margin, 40, { size: 9, color: MUTED });
  return doc.save();
}
