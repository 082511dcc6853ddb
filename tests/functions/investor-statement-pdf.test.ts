import { describe, expect, it } from 'vitest';
import statement from '../../netlify/functions/investor-statement.mts';
import { investorStore } from '../../netlify/lib/investors/records';
import { site } from '../../src/content/site';
import { formatRupees } from '../../src/domain/money';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';
import { investorSignIn } from '../support/investor-sign-in';
import { pdfText } from '../support/pdf-text';

setUpTestBlobs();

const getStatement = (code: string, query: string, cookie?: string, language?: string) =>
  callFunction(statement, `/api/investor/${code}/statement${query}`, {
    params: { code },
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'Accept-Language': language } : {}) },
  });

/** The demo investor's record as stored by the seed. */
const demoRecord = async () => investorStore().get('ATVNDEMO0001', { type: 'json' });

describe('GET /api/investor/{code}/statement?format=pdf', () => {
  it('answers a PDF with the letterhead, the investor, every amount and the totals', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0001');
    const response = await getStatement('ATVN-DEMO-0001', '?format=pdf', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement_ATVN-DEMO-0001.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = (await pdfText(bytes)).flat();
    const record = await demoRecord();
    expect(text).toContain(site.instituteName);
    expect(text).toContain(site.legalName);
    expect(text).toContain('INVESTOR ACCOUNT STATEMENT');
    expect(text).toContain(record.fullName);
    expect(text).toContain('ATVN-DEMO-0001');
    expect(text).toContain('Premium (Joint holders)');
    for (const t of record.transactions) {
      expect(text).toContain(t.transactionId);
      expect(text).toContain(`${t.transactionType === 'Credit' ? '+' : '-'}${formatRupees(t.amount)}`);
    }
    // The seed's ten monthly payments: seven of ₹4,000 and three of ₹2,500, all credits.
    const totals = text.slice(text.indexOf('Total credits (10):'));
    expect(totals.slice(0, 6)).toEqual([
      'Total credits (10):',
      formatRupees(7 * 4000 + 3 * 2500),
      'Total debits (0):',
      formatRupees(0),
      'Net:',
      formatRupees(7 * 4000 + 3 * 2500),
    ]);
    expect(text.at(-1)).toMatch(/^Page (\d+) of \1$/);
  });

  it('writes the Hindi statement for a Hindi page', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0001');
    const response = await getStatement('ATVN-DEMO-0001', '?format=pdf', cookie, 'hi');
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = (await pdfText(bytes)).flat();
    const record = await demoRecord();
    expect(text).toContain(record.fullName);
    expect(text).toContain('लेन-देन');
    expect(text).toContain('कुल जमा (10):');
    expect(text).toContain('कुल कटौती (0):');
    expect(text).toContain(formatRupees(7 * 4000 + 3 * 2500));
    expect(text).toContain('जमा');
    expect(text).not.toContain('Credit');
    expect(text.at(-1)).toMatch(/^पेज (\d+) \(कुल \1\)$/);
  });

  it('keeps the text statement at the same route without the parameter and with format=txt', async () => {
    const cookie = await investorSignIn('ATVN-DEMO-0001');
    const plain = await getStatement('ATVN-DEMO-0001', '', cookie);
    const txt = await getStatement('ATVN-DEMO-0001', '?format=txt', cookie);
    for (const response of [plain, txt]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement_ATVN-DEMO-0001.txt"');
    }
    const [a, b] = [await plain.text(), await txt.text()];
    // Only the "Generated:" minute may differ between the two calls.
    const withoutTime = (text: string) => text.replace(/^Generated:.*$/m, '');
    expect(withoutTime(a)).toBe(withoutTime(b));
  });

  it.each([
    ['without a session', false],
    ["with another investor's session", true],
  ])('answers 401 %s, as for the text', async (_label, withSession) => {
    const cookie = withSession ? await investorSignIn('ATVN-DEMO-0002') : undefined;
    const response = await getStatement('ATVN-DEMO-0001', '?format=pdf', cookie);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toMatchObject({ success: false, code: 'statementSignIn' });
  });

  it.each([
    ['?format=docx', 'en', 'Ask for the statement as format=pdf or format=txt.'],
    ['?format=PDF', 'en', 'Ask for the statement as format=pdf or format=txt.'],
    ['?format=', 'en', 'Ask for the statement as format=pdf or format=txt.'],
    ['?format=pdf&format=txt', 'en', 'Ask for the statement as format=pdf or format=txt.'],
    ['?format=xls', 'hi', 'स्टेटमेंट format=pdf या format=txt के रूप में माँगें।'],
  ])('refuses %s with 400 in the language of the page (%s)', async (query, language, words) => {
    const cookie = await investorSignIn('ATVN-DEMO-0001');
    const response = await getStatement('ATVN-DEMO-0001', query, cookie, language);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.json()).toEqual({ success: false, code: 'statementFormat', error: words });
  });
});
