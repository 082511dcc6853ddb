import { beforeAll, describe, expect, it } from 'vitest';
import { writeChatIndex } from '../../scripts/build-chat-index';
import { site } from '../../src/content/site';
import { callFunction } from '../support/call';

/**
 * The embedded assistant through POST /api/ai/enhanced-chat, with no provider configured: factual questions
 * written from content/, in English and Hindi, each checked for the exact fact and the page link.
 */
type Chat = Parameters<typeof callFunction>[0];
let chat: Chat;

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  await writeChatIndex();
  chat = (await import('../../netlify/functions/ai-enhanced-chat.mts')).default as Chat;
});

async function ask(message: string, extra: Record<string, unknown> = {}) {
  const language = /[\u0900-\u097f]/.test(message) ? 'hi' : 'en';
  const res = await callFunction(chat, '/api/ai/enhanced-chat', {
    method: 'POST',
    body: { message, language, personality: 'info', ...extra },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; response: string; searchResults: unknown[]; engine: string };
}

// [question, facts that must appear exactly, link the answer must give]
const questions: [string, string[], string | RegExp][] = [
  [
    'What is the fee for the coding course?',
    ['₹1,699', '₹5,999', '72%'],
    '/admissions#skill-courses-at-special-prices',
  ],
  ['कोडिंग कोर्स की फीस कितनी है?', ['₹1,699'], '/admissions#skill-courses-at-special-prices'],
  ['How much is the business course?', ['₹1,099', '73%'], '/admissions#skill-courses-at-special-prices'],
  ['बिजनेस कोर्स कितने का है?', ['₹1,099'], '/admissions#skill-courses-at-special-prices'],
  ['share market course fees kitni hai', ['₹311', '84%'], '/admissions#skill-courses-at-special-prices'],
  ['शेयर मार्केट कोर्स की फीस कितनी है?', ['₹311'], '/admissions#skill-courses-at-special-prices'],
  ['What is the minimum age to join the voice acting course?', ['aged 8 or over', 'parent or guardian'], '/admissions'],
  ['वॉयस एक्टिंग कोर्स के लिए उम्र कितनी होनी चाहिए?', ['aged 8 or over'], '/admissions'],
  ['How long is the voice acting course?', ['6-month'], '/admissions'],
  ['क्या कोर्स मुफ्त है?', ['free'], '/admissions'],
  ['What is the last date for admission?', ['2 July 2025'], '/admissions'],
  ['एडमिशन की आखिरी तारीख क्या है?', ['2 July 2025'], '/admissions'],
  ['Is there any financial aid?', ['50%'], '/admissions#financial-aid'],
  ['What is the minimum investment for the basic plan?', ['₹5,000'], '/investment-policy#investment-plans'],
  ['प्रीमियम प्लान में न्यूनतम निवेश कितना है?', ['₹7,000'], '/investment-policy#investment-plans'],
  ['premium plan monthly profit and loss', ['₹4,000', '₹2,500'], '/investment-policy#investment-plans'],
  ['When is the premium payment made each month?', ['13th'], '/investment-policy'],
  ['What if the 13th falls on a holiday?', ['next working day'], '/investment-policy#payment-terms'],
  ['How long is the lock-in period?', ['60 days'], '/investment-policy'],
  ['लॉक-इन कितने दिन का है?', ['60'], '/investment-policy'],
  ['How soon is the refund paid after an exit request?', ['15 working days'], '/investment-policy#exit-policy'],
  ['Who can invest?', ['aged 18 or over'], '/investment-policy#eligibility-and-restrictions'],
  // Both the company policy and the payment schedule's support section state the 4-hour response.
  ['How fast does support respond?', ['4 hours'], /\/company-policy|\/payment-schedule#support/],
  ['सपोर्ट कितने घंटे में जवाब देता है?', ['4 hours'], /\/company-policy|\/payment-schedule#support/],
  ['What is your email address?', [site.email], '/leadership#contact-the-leadership-team'],
  ['आपका ईमेल क्या है?', [site.email], '/leadership#contact-the-leadership-team'],
  ['Where is your office?', [site.address.city], '/leadership#contact-the-leadership-team'],
  ['आपका पता क्या है?', [site.address.city], '/leadership#contact-the-leadership-team'],
  ['Who is the founder?', [`${site.founder.firstName} ${site.founder.lastName}`], '/founder'],
  ['कंपनी कब शुरू हुई?', [String(site.founded)], '/founder'],
  ['How long do you keep investment records?', ['10 years'], '/privacy-policy#how-long-we-keep-data'],
  ['How long are KYC documents kept?', ['7 years'], '/privacy-policy#how-long-we-keep-data'],
  ['How long are communication logs kept?', ['3 years'], '/privacy-policy#how-long-we-keep-data'],
  ['What is the privacy request response time?', ['30 days'], '/privacy-policy'],
  ['How quickly do you fix accessibility issues?', ['10 business days'], '/accessibility'],
  ['When was the terms and conditions page last updated?', ['June 18, 2025'], '/terms-conditions'],
  ['Who is the Chief Technology Officer?', ['Rohan Verma'], '/leadership#leadership-team'],
  ['CFO kaun hai?', ['Vikram Choudhary'], '/leadership#leadership-team'],
  ['How long is the Character Voice Acting programme?', ['8 weeks'], '/institute-voice-acting#our-programmes'],
  ['What is the placement rate?', ['95%'], '/institute-voice-acting'],
  ['How many students have you trained?', ['more than 500 students'], '/about#who-we-are'],
  // Home says 100+, about and the institute 500+ (SPEC.md): either figure is a fact of the site.
  ['कितने छात्रों को ट्रेनिंग दी है?', ['Students trained: '], '/'],
  ['What is your mission?', ['free, high-quality training'], '/about#mission-and-vision'],
  ['Do you offer IVR solutions?', ['Interactive voice response'], '/services#our-services'],
];

describe('local assistant: facts from the content, with the page link', () => {
  it.each(questions)('%s', async (question, facts, link) => {
    const answer = await ask(question);
    expect(answer).toMatchObject({ success: true, engine: 'local' });
    for (const fact of facts) expect(answer.response).toContain(fact);
    if (typeof link === 'string') expect(answer.response).toContain(link);
    else expect(answer.response).toMatch(link);
  });

  it('answers Hindi questions in Devanagari and English ones in English', async () => {
    const hi = await ask('कोडिंग कोर्स की फीस कितनी है?');
    expect(hi.response).toMatch(/फीस ₹1,699 है/);
    expect(hi.response).toContain('और जानकारी: /admissions');
    const en = await ask('What is the fee for the coding course?');
    expect(en.response).toContain('More: /admissions');
    expect(en.response).not.toMatch(/[\u0900-\u097f]/);
  });

  it('other languages get the Hindi answer with an honest one-line note', async () => {
    const answer = await ask('coding course fee', { language: 'pa' });
    expect(answer.response.split('\n')[0]).toContain('The local assistant answers in Hindi and English only.');
    expect(answer.response).toContain('₹1,699');
  });

  it('the persona sets the tone, never the facts', async () => {
    const replies = await Promise.all(
      ['info', 'girlfriend', 'boyfriend', 'counselor', 'fun'].map((personality) =>
        ask('What is the fee for the coding course?', { personality }),
      ),
    );
    expect(new Set(replies.map((r) => r.response)).size).toBe(5);
    for (const r of replies) expect(r.response).toContain('Coding course fee: ₹1,699 (was ₹5,999, 72% off).');
  });
});

describe('local assistant: what it does not know, small talk, tools', () => {
  it.each([
    'What is the capital of France?',
    'What is the weather in Mumbai today?',
    'मुझे पिज़्ज़ा कैसे बनाना है?',
    'Who won the cricket world cup?',
  ])('says plainly it does not know: %s', async (question) => {
    const answer = await ask(question);
    expect(answer.response).toContain(site.email);
    expect(answer.response).toMatch(/I don't know that|मुझे इसकी जानकारी नहीं है/);
  });

  it('greets, thanks and says who it is', async () => {
    expect((await ask('hello')).response).toContain('How can I help you?');
    expect((await ask('नमस्ते')).response).toContain('नमस्ते!');
    expect((await ask('thank you')).response).toContain("You're welcome!");
    expect((await ask('who are you?')).response).toContain("I'm Vauxa 1.5");
    expect((await ask('आप कौन हैं?', { aiVersion: '1.2' })).response).toContain('मैं Vauxa 1.2 हूँ');
  });

  it('a greeting with a question answers the question', async () => {
    const answer = await ask('Hi! What is the coding course fee?');
    expect(answer.response).toContain('₹1,699');
  });

  it('web search fills up to 3 results {title, link, snippet} from the site', async () => {
    const answer = await ask('lock-in period', { useWebSearch: true });
    expect(answer.searchResults.length).toBeGreaterThan(0);
    expect(answer.searchResults.length).toBeLessThanOrEqual(3);
    for (const r of answer.searchResults as Record<string, string>[]) {
      expect(Object.keys(r).sort()).toEqual(['link', 'snippet', 'title']);
      expect(r.link).toMatch(/^\/[a-z-]*(#[\p{L}\p{N}-]+)?$/u);
    }
    expect((await ask('lock-in period')).searchResults).toEqual([]);
  });

  it('deep analysis gives a longer answer with related passages', async () => {
    const short = await ask('investment plans');
    const deep = await ask('investment plans', { useDeepAnalysis: true });
    expect(deep.response.length).toBeGreaterThan(short.response.length);
    expect(deep.response).toContain('Related:');
  });
});
