import { describe, expect, it } from 'vitest';
import cardHolderAdd from '../../netlify/functions/admin-cardholder-add.mts';
import cardHolderBlock from '../../netlify/functions/admin-cardholder-block.mts';
import cardHolderPin from '../../netlify/functions/admin-cardholder-pin.mts';
import cardHolderRenew from '../../netlify/functions/admin-cardholder-renew.mts';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminLogout from '../../netlify/functions/admin-logout.mts';
import logoutEverywhere from '../../netlify/functions/admin-logout-everywhere.mts';
import changePassword from '../../netlify/functions/admin-password.mts';
import setupBegin from '../../netlify/functions/admin-setup-begin.mts';
import setupFinish from '../../netlify/functions/admin-setup-finish.mts';
import staffAdd from '../../netlify/functions/admin-staff-add.mts';
import staffChange from '../../netlify/functions/admin-staff-change.mts';
import submit from '../../netlify/functions/admissions-submit.mts';
import update from '../../netlify/functions/admissions-update.mts';
import chat from '../../netlify/functions/ai-enhanced-chat.mts';
import image from '../../netlify/functions/ai-image-generation.mts';
import cardLogin from '../../netlify/functions/cardholder-login.mts';
import cardLogout from '../../netlify/functions/cardholder-logout.mts';
import investorLogin from '../../netlify/functions/investor-login.mts';
import investorLogout from '../../netlify/functions/investor-logout.mts';
import verify from '../../netlify/functions/investor-verify.mts';
import clone from '../../netlify/functions/voice-clone.mts';
import sound from '../../netlify/functions/voice-message.mts';
import tts from '../../netlify/functions/voice-text-to-speech.mts';
import { SERVER_MESSAGES } from '../../netlify/lib/http/server-messages';

import { NO_VISIBLE_TEXT_MESSAGE } from '../../src/domain/visible-text';
import { adminSessionCookie } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction, freshIp } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

hashCheaplyInThisFile();
setUpTestBlobs({ staff: true });

type Fn = Parameters<typeof callFunction>[0];
/** Every state-changing endpoint: its path, method and a body it would accept. */
const stateChanging: Array<[string, Fn, string, unknown]> = [
  [
    '/api/admin/login',
    adminLogin,
    'POST',
    { email: 'admissions@demo.awaaz.in', password: 'demo-admissions', code: '000000' },
  ],
  ['/api/admin/logout', adminLogout, 'POST', undefined],
  ['/api/admin/logout-everywhere', logoutEverywhere, 'POST', undefined],
  ['/api/admin/setup/begin', setupBegin, 'POST', { token: 'x'.repeat(32) }],
  ['/api/admin/setup/finish', setupFinish, 'POST', { token: 'x'.repeat(32), password: 'x'.repeat(12), code: '123456' }],
  // These ask for the owner's (or a member's) session before they read a body: cross-site checks only.
  ['/api/admin/staff/add', staffAdd, 'POST', undefined],
  ['/api/admin/cardholders/add', cardHolderAdd, 'POST', undefined],
  ['/api/admin/cardholders/renew', cardHolderRenew, 'POST', undefined],
  ['/api/admin/cardholders/pin', cardHolderPin, 'POST', undefined],
  ['/api/admin/cardholders/block', cardHolderBlock, 'POST', undefined],
  ['/api/admin/staff/change', staffChange, 'POST', undefined],
  ['/api/admin/password', changePassword, 'POST', undefined],
  ['/api/admissions', submit, 'POST', {}],
  ['/api/admissions/AVI-2026-AAAAAA', update, 'PATCH', { status: 'approved' }],
  ['/api/ai/enhanced-chat', chat, 'POST', { message: 'hello' }],
  ['/api/ai/image-generation', image, 'POST', { prompt: 'a lamp' }],
  ['/api/ai/sound-effects', sound, 'POST', { message: 'hello' }],
  ['/api/auth/login', cardLogin, 'POST', { mobileNumber: '9876543210', securityPin: '2468' }],
  ['/api/auth/logout', cardLogout, 'POST', undefined],
  ['/api/elevenlabs/text-to-speech', tts, 'POST', { text: 'hello', voice_id: 'espeak-hi-f3' }],
  ['/api/elevenlabs/voice-clone', clone, 'POST', undefined],
  ['/api/investor/login', investorLogin, 'POST', { investorCode: 'ATVN-DEMO-0001' }],
  ['/api/investor/logout', investorLogout, 'POST', undefined],
  ['/api/investor/verify', verify, 'POST', { investorCode: 'ATVN-DEMO-0001' }],
];

/** Endpoints that read a JSON body, each with a body that would otherwise be accepted. */
const jsonEndpoints = stateChanging.filter(([, , , body]) => body !== undefined);

describe('cross-site requests (403)', () => {
  it.each(stateChanging)(
    '%s refuses a foreign Origin and Sec-Fetch-Site: cross-site',
    async (path, fn, method, body) => {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await callFunction(fn, path, { method, body, headers, ip: freshIp() });
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.crossSite });
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    },
  );

  it('accepts the site’s own pages (same Origin, same-origin fetch) and callers that send neither header', async () => {
    const body = { investorCode: 'ATVN-DEMO-0001' };
    for (const headers of [{ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await callFunction(verify, '/api/investor/verify', { method: 'POST', body, headers });
      expect(response.status).toBe(200);
    }
  });

  it('leaves reads alone: a cross-site GET is not refused', async () => {
    const { default: session } = await import('../../netlify/functions/investor-session.mts');
    const response = await callFunction(session, '/api/investor/session', {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

describe('JSON endpoints refuse other media types (415)', () => {
  it.each(jsonEndpoints)('%s answers 415 to a text/plain or form body', async (path, fn, method, body) => {
    // admissions-update asks for the admin session before it reads a body: the call comes signed in.
    const session = fn === update ? { cookie: await adminSessionCookie() } : {};
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await callFunction(fn, path, {
        method,
        body: JSON.stringify(body),
        headers: { 'content-type': type, ...session },
        ip: freshIp(),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ success: false, error: SERVER_MESSAGES.en.jsonMediaType });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('text made only of control or invisible characters (400)', () => {
  const invisible = [
    '\u200b',
    '\u200b\u200c\u200d\u2060',
    '\u0000\u0007\u001b',
    '\ufeff\u00ad',
    '\u3164\u2800',
    '\u202e\u2066',
  ];
  const cases: Array<[string, Fn, (text: string) => unknown, string]> = [
    ['/api/ai/enhanced-chat', chat, (text) => ({ message: text }), 'message'],
    ['/api/ai/image-generation', image, (text) => ({ prompt: text }), 'prompt'],
    ['/api/ai/sound-effects', sound, (text) => ({ message: text }), 'message'],
    ['/api/elevenlabs/text-to-speech', tts, (text) => ({ text, voice_id: 'espeak-hi-f3' }), 'text'],
  ];
  it.each(cases)('%s answers 400 naming the field', async (path, fn, body, field) => {
    for (const text of invisible) {
      const response = await callFunction(fn, path, { method: 'POST', body: body(text), ip: freshIp() });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: `${field}: ${NO_VISIBLE_TEXT_MESSAGE}` });
    }
  });
});
