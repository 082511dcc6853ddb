import { beforeAll, expect, it } from 'vitest';
import staffAdd from '../../netlify/functions/admin-staff-add.mts';
import staffChange from '../../netlify/functions/admin-staff-change.mts';
import { adminSessionCookie, demoMember } from '../support/admin';
import { callFunction } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
const smtp = setUpMailTests();
const owner = demoMember('owner');
let cookie = '';
beforeAll(async () => {
  cookie = await adminSessionCookie('owner');
});

const post = (fn: Parameters<typeof callFunction>[0], path: string, body: unknown, language = 'en') =>
  callFunction(fn, path, { method: 'POST', body, headers: { cookie, 'accept-language': language } });

it('mails a new member the set-up link the owner is shown, naming the owner and how long it works', async () => {
  const email = 'new.member@example.org';
  const added = await post(staffAdd, '/api/admin/staff/add', { email, name: 'Kavya Rao', roles: ['support'] });
  expect(added.status).toBe(201);
  const { setupToken, mailed } = await added.json();
  expect(mailed).toBe(true);
  const [mail] = smtp.to(email);
  expect(mail?.subject).toBe('Set up your sign-in to the Awaaz Voice Acting Institute back office');
  expect(mail?.text).toContain('Dear Kavya Rao,');
  expect(mail?.text).toContain(`${owner.name} has given you an account in the back office.`);
  expect(mail?.text).toContain(`/admin#setup=${setupToken}`);
  expect(mail?.text).toContain('The link works once and for 24 hours.');
});

it('mails the new link when the owner resets a member, in the language of the owner’s page', async () => {
  const email = 'reset.by.mail@example.org';
  const added = await post(staffAdd, '/api/admin/staff/add', { email, name: 'Imran Ali', roles: ['admissions'] });
  const first = (await added.json()).setupToken;
  const reset = await post(staffChange, '/api/admin/staff/change', { email, action: 'reset' }, 'hi');
  expect(reset.status).toBe(200);
  const { setupToken, mailed } = await reset.json();
  expect(mailed).toBe(true);
  expect(setupToken).not.toBe(first);
  const mails = smtp.to(email);
  expect(mails).toHaveLength(2);
  expect(mails[1]?.subject).toBe('आवाज़ वॉइस एक्टिंग इंस्टीट्यूट के बैक ऑफ़िस में अपना साइन-इन बनाइए');
  expect(mails[1]?.text).toContain(`/hi/admin#setup=${setupToken}`);
  expect(mails[1]?.html).toContain('lang="hi-IN"');
});

it('queues the mail for the job while the mail server refuses, and tells the owner it is on its way', async () => {
  smtp.refuse(true);
  const email = 'queued.mail@example.org';
  const added = await post(staffAdd, '/api/admin/staff/add', { email, name: 'Queued Member', roles: ['support'] });
  expect(added.status).toBe(201);
  expect((await added.json()).mailed).toBe(true);
  expect(smtp.to(email)).toEqual([]);
});
