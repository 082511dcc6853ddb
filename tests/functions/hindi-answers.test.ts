import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import slip from '../../netlify/functions/admissions-slip.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';
import { hi } from '../../src/i18n/messages/hi';
import { application } from '../support/applications';
import { startTestBlobs } from '../support/blobs';
import { callFunction, cookieFrom, freshIp } from '../support/call';

/** The functions answer in the language the page asks for (Accept-Language), English by default. */

let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const post = (body: unknown, language?: string, headers: Record<string, string> = {}) =>
  callFunction(submit, '/api/admissions', {
    method: 'POST',
    body,
    ip: freshIp(),
    headers: language ? { 'Accept-Language': language, ...headers } : headers,
  });

describe('refusals in the page language', () => {
  it('answers a Hindi page with the admission rules in Hindi, and English without the header or for en', async () => {
    const bad = application({ firstName: '', age: 7 });
    const hindi = await (await post(bad, 'hi')).json();
    expect(hindi.fields).toEqual({
      firstName: hi.admissionRules.required(hi.admissionRules.labels.firstName),
      age: hi.admissionRules.ageMin(8),
    });
    const english = await (await post(bad)).json();
    expect(english.fields).toEqual({ firstName: 'First name is required', age: 'Age must be at least 8' });
    expect((await (await post(bad, 'en')).json()).fields).toEqual(english.fields);
    // A browser whose own first language is Hindi still gets English when the page asks for English.
    expect((await (await post(bad, 'en, hi;q=0.9')).json()).fields).toEqual(english.fields);
  });

  it('names a missing field in Hindi in the error too, and in English without the header', async () => {
    const { firstName: _firstName, ...missing } = application();
    const hindi = await post(missing, 'hi');
    expect(hindi.status).toBe(400);
    const required = hi.admissionRules.required(hi.admissionRules.labels.firstName);
    expect(await hindi.json()).toMatchObject({ error: `firstName: ${required}`, fields: { firstName: required } });
    expect((await (await post(missing)).json()).error).toBe('firstName: firstName is required');
  });

  it('answers a duplicate application in Hindi and stores it once', async () => {
    const first = application();
    const created = await post(first, 'hi');
    expect(created.status).toBe(201);
    // The applicant's own browser (its slip cookie) is told it already applied.
    const ownBrowser = { cookie: cookieFrom(created) };
    const again = await post(first, 'hi-IN,hi;q=0.9,en;q=0.8', ownBrowser);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe(SERVER_MESSAGES.hi.duplicateApplication);
    expect((await post(first, undefined, ownBrowser)).status).toBe(409);
  });

  it('answers a thrown refusal (a wrong investor code) in Hindi, with the same status', async () => {
    const login = (language?: string) =>
      callFunction(investorLogin, '/api/investor/login', {
        method: 'POST',
        body: { investorCode: 'ATVN-ZZZZ-ZZZZ' },
        ip: freshIp(),
        headers: language ? { 'Accept-Language': language } : {},
      });
    const hindi = await login('hi');
    expect(hindi.status).toBe(401);
    expect(await hindi.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.hi.invalidInvestorCode });
    expect(await (await login()).json()).toMatchObject({ error: 'Invalid investor code' });
  });
});

/** The names of the fonts a PDF's first page draws with. */
function pageFonts(pdf: PDFDocument): string[] {
  const fonts = pdf.getPage(0).node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  if (!fonts) return [];
  return fonts.entries().map(([, ref]) => String(pdf.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))));
}

describe('the slip in the page language', () => {
  it('is written in Hindi with the Devanagari face when asked from a Hindi page, in English otherwise', async () => {
    const created = await post(application(), 'hi');
    const { registrationNumber: reg } = await created.json();
    const download = (language?: string) =>
      callFunction(slip, `/api/admissions/slip/${reg}`, {
        params: { registrationNumber: reg },
        headers: { cookie: cookieFrom(created), ...(language ? { 'Accept-Language': language } : {}) },
      });

    const hindi = await PDFDocument.load(new Uint8Array(await (await download('hi')).arrayBuffer()));
    expect(hindi.getTitle()).toBe(`आवेदन स्लिप ${reg}`);
    expect(hindi.getSubject()).toBe(`Priya Sharma का आवेदन स्लिप, रजिस्ट्रेशन नंबर ${reg}`);
    // The applicant's name is Latin, so only the Hindi labels can have brought in the Devanagari face.
    expect(pageFonts(hindi).some((name) => name.includes('devanagari'))).toBe(true);

    const english = await PDFDocument.load(new Uint8Array(await (await download()).arrayBuffer()));
    expect(english.getTitle()).toBe(`Application slip ${reg}`);
    expect(pageFonts(english).some((name) => name.includes('devanagari'))).toBe(false);
  });
});
