import { PDFDocument } from 'pdf-lib';
import { site } from '../../../src/content/site';
import { displayInvestorCode } from '../../../src/domain/investor-code';
import type { Locale } from '../../../src/domain/locale';
import { localePath } from '../../../src/domain/locale';
import { formatRupees } from '../../../src/domain/money';
import { formatDate, formatDateTime } from '../../../src/i18n/format';
import type { InvestorRecord } from '../investors';
import { TextWriter } from './fonts';
import { A4, BORDER, INK, letterhead, MUTED, PRIMARY, SOFT } from './letterhead';

/** The welcome letter's words in each language (names, codes and amounts stay as stored). */
const WORDS = {
  en: {
    title: 'Welcome letter',
    heading: 'Welcome to your investor account',
    dear: (name: string) => `Dear ${name},`,
    intro: 'Your investor account is open. Sign in to the investor portal with the code below:',
    code: 'Your investor code',
    signIn: (link: string) => `Investor portal: ${link}`,
    keep: 'Keep this code private: anyone who has it can see your account. We never ask for it by phone or e-mail.',
    holders: 'Account holders',
    plan: 'Plan',
    invested: 'Amount invested',
    nextPayment: 'Next payment',
    nextPaymentOn: (amount: string, date: string) => `${amount} on ${date}`,
    plans: { Premium: 'Premium', Basic: 'Basic' },
    questions: (email: string, phone: string) => `Questions: ${email}, ${phone}.`,
    issued: (when: string) => `Issued on ${when}`,
  },
  hi: {
    title: 'स्वागत पत्र',
    heading: 'आपके निवेशक खाते में आपका स्वागत है',
    dear: (name: string) => `प्रिय ${name},`,
    intro: 'आपका निवेशक खाता खुल गया है। नीचे दिए कोड से निवेशक पोर्टल में साइन इन करें:',
    code: 'आपका निवेशक कोड',
    signIn: (link: string) => `निवेशक पोर्टल: ${link}`,
    keep: 'यह कोड किसी को न बताएँ: जिसके पास यह है, वह आपका खाता देख सकता है। हम इसे फ़ोन या ई-मेल पर कभी नहीं माँगते।',
    holders: 'खाताधारक',
    plan: 'प्लान',
    invested: 'निवेश की रकम',
    nextPayment: 'अगला भुगतान',
    nextPaymentOn: (amount: string, date: string) => `${date} को ${amount}`,
    plans: { Premium: 'प्रीमियम', Basic: 'बेसिक' },
    questions: (email: string, phone: string) => `सवाल: ${email}, ${phone}।`,
    issued: (when: string) => `जारी करने की तारीख: ${when}`,
  },
} satisfies Record<Locale, unknown>;

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
  doc.setLanguage(locale === 'hi' ? 'hi-IN' : 'en-IN');
  doc.setAuthor(site.instituteName);
  doc.setCreator(site.legalName);
  doc.setCreationDate(now);
  const writer = await TextWriter.for(doc);
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const margin = 56;
  page.drawRectangle({ x: 0, y: height - 8, width, height: 8, color: PRIMARY });
  let y = await letterhead(page, writer, width / 2, height - 64);
  y -= 10;
  page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: BORDER });
  y -= 36;
  await writer.draw(page, words.heading, margin, y, { size: 20, weight: 'bold', color: INK });
  y -= 30;
  await writer.draw(page, words.dear(record.fullName), margin, y, { size: 12, color: INK });
  y -= 20;
  await writer.draw(page, words.intro, margin, y, { size: 11, color: INK });
  y -= 20;

  // The code, large and boxed: the one thing the investor must keep.
  page.drawRectangle({ x: margin, y: y - 46, width: width - 2 * margin, height: 58, color: SOFT, borderColor: BORDER });
  await writer.draw(page, words.code, margin + 16, y - 10, { size: 10, color: MUTED });
  const code = displayInvestorCode(record.account.uniqueInvestorCode);
  await writer.draw(page, code, margin + 16, y - 36, { size: 22, weight: 'bold', color: PRIMARY });
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
  for (const [label, value] of rows) {
    await writer.draw(page, label, margin, y, { size: 11, color: MUTED });
    await writer.draw(page, value, margin + 150, y, { size: 12, color: INK });
    y -= 10;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5, color: BORDER });
    y -= 18;
  }
  await writer.draw(page, words.questions(site.email, site.phone), margin, y - 10, { size: 10, color: MUTED });
  await writer.draw(page, words.issued(formatDateTime(now, locale)), margin, 40, { size: 9, color: MUTED });
  return doc.save();
}
