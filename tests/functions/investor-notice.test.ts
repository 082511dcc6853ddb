import { expect, it } from 'vitest';
import { enqueueInvestorNotice } from '../../netlify/lib/mail/investor-notice';
import { runOutbox } from '../../netlify/lib/mail/outbox';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';
import { setUpMailTests } from '../support/smtp';

hashCheaplyInThisFile();
const smtp = setUpMailTests();

it('mails the investor a pointer to the portal, with no amount or code in the subject', async () => {
  const email = 'investor-one@example.in';
  expect(await enqueueInvestorNotice({ email, origin: 'https://site.example', locale: 'hi' })).toBe('sent');
  const [mail] = smtp.to(email);
  expect(mail?.subject).toBe('आपके निवेशक पोर्टल में नई जानकारी है');
  expect(mail?.subject).not.toMatch(/\d|ATVN|₹/);
  expect(mail?.text).toContain('https://site.example/hi/investor-portal');
  expect(mail?.html).toContain('lang="hi-IN"');
});

it('sends nothing without an address, and queues the mail for the job while the server refuses', async () => {
  expect(await enqueueInvestorNotice({ email: undefined, origin: 'https://site.example' })).toBe('no-address');
  smtp.refuse(true);
  const email = 'investor-two@example.in';
  expect(await enqueueInvestorNotice({ email, origin: 'https://site.example' })).toBe('retry');
  smtp.refuse(false);
  expect(await runOutbox(() => Date.now() + 2 * 60_000)).toMatchObject({ sent: 1 });
  expect(smtp.to(email).map((m) => m.subject)).toEqual(['There is news in your investor portal']);
});
