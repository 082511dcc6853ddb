import { beforeAll, describe, expect, it } from 'vitest';
import courses from '../../content/data/courses.json' with { type: 'json' };
import jokes from '../../content/data/jokes.json' with { type: 'json' };
import twisters from '../../content/data/tongue-twisters.json' with { type: 'json' };
import { HELPLINES } from '../../netlify/lib/assistant/persona-replies';
import { writeChatIndex } from '../../scripts/build-chat-index';
import { nextIntake } from '../../src/content/next-intake';
import { site } from '../../src/content/site';
import { formatRupees } from '../../src/domain/money';
import { intakeLead } from '../../src/domain/next-intake';
import { formatDate } from '../../src/i18n/format';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';

// Reply tokens are signed with the session secret, kept in Blobs in demo mode.
setUpTestBlobs({ seed: false });

/**
 * The embedded assistant through POST /api/ai/enhanced-chat with no provider: how a reply is composed (language,
 * length, titled link), which entry a named course picks, and each persona's behaviour. Whether it answers visitors'
 * questions right is measured by `npm run bench:chat` over its own evaluation set, not here.
 */
type Chat = Parameters<typeof callFunction>[0];
let chat: Chat;

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  await writeChatIndex();
  chat = (await import('../../netlify/functions/ai-enhanced-chat.mts')).default as Chat;
});

async function ask(message: string, extra: Record<string, unknown> = {}) {
  const res = await callFunction(chat, '/api/ai/enhanced-chat', {
    method: 'POST',
    body: { message, language: 'hi', personality: 'info', ...extra },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; response: string; searchResults: unknown[]; engine: string };
}

const titledLink = /\[([^\]]+)\]\((\/[a-z-]*(?:#[a-z0-9-]+)?)\)$/;
const englishSentence = /([A-Za-z]+[\s,]+){3}[A-Za-z]+/;
const price = (id: string) => formatRupees(courses.find((c) => c.id === id)?.price ?? Number.NaN);

describe('the last date to apply, a date that passes', () => {
  it("is the next intake's (content/next-intake.json), never the retired 2025 deadline, in English and Hindi", async () => {
    const { batch } = nextIntake;
    const open = batch && intakeLead(new Date(), batch) === 'batch';
    const english = (await ask('What is the last date to apply?', { language: 'en' })).response;
    const hindi = (await ask('एडमिशन की आख़िरी तारीख क्या है?')).response;
    for (const reply of [english, hindi]) expect(reply).not.toMatch(/2 July 2025|2 जुलाई 2025/);
    if (!open) return;
    expect(english).toContain(`is ${formatDate(batch.applyBy, 'en')}`);
    expect(english).not.toMatch(/open until|are open/);
    expect(hindi).toContain(formatDate(batch.applyBy, 'hi'));
    expect(hindi).not.toMatch(/तक खुले/);
  });
});

describe('a composed reply', () => {
  it('is one or two sentences, then a titled link on its own line; no bare path', async () => {
    const { response, engine } = await ask('How much is the coding course?');
    expect(engine).toBe('local');
    const [text, link, ...rest] = response.split('\n');
    expect(rest).toEqual([]);
    expect(text?.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(2);
    expect(link).toMatch(titledLink);
    expect(response.replace(titledLink, '')).not.toMatch(/(^|\s)\/[a-z]/);
  });

  it('answers a Devanagari question in Hindi with no English sentence', async () => {
    const { response } = await ask('कोडिंग कोर्स की फीस कितनी है?', { language: 'en' });
    expect(response).toContain(price('coding'));
    expect(response).toMatch(/[\u0900-\u097f]/);
    expect(response.replace(/\]\([^)]*\)/g, ']')).not.toMatch(englishSentence);
    expect(response.split('\n')[1]).toMatch(/^\[[\u0900-\u097f]/);
  });

  it('answers Roman-script Hindi in Hindi, and English in English even when Hindi is selected', async () => {
    expect((await ask('coding course ki fees kitni hai', { language: 'en' })).response).toMatch(/फीस/);
    const english = await ask('What is the fee for the coding course?', { language: 'hi' });
    expect(english.response).not.toMatch(/[\u0900-\u097f]/);
  });

  it('gives the languages without a local model a Hindi reply with one short note', async () => {
    const { response } = await ask('कोडिंग कोर्स की फीस कितनी है?', { language: 'haryanvi' });
    const lines = response.split('\n');
    expect(lines[0]).toMatch(/^\(नोट: .*हिंदी में है।\)$/);
    expect(lines.filter((line) => line.startsWith('(नोट')).length).toBe(1);
    expect(response).toContain(price('coding'));
  });

  it('answers about the course a question names, and covers every course when none is named', async () => {
    const named = await ask('बिज़नेस कोर्स की फीस कितनी है?');
    expect(named.response).toContain(price('business'));
    expect(named.response).not.toContain(price('coding'));
    const ambiguous = await ask('कोर्स की फीस कितनी है?');
    expect(ambiguous.response).toContain('मुफ़्त');
    for (const id of ['coding', 'business', 'share-market']) expect(ambiguous.response).toContain(price(id));
  });

  it('with deep analysis adds a related titled link; with web search, up to 3 {title, link, snippet}', async () => {
    const deep = await ask('What is the minimum investment?', { useDeepAnalysis: true });
    expect(deep.response).toMatch(/\nRelated: \[[^\]]+\]\(\/[^)]+\)$/);
    const searched = await ask('lock-in period', { useWebSearch: true });
    expect(searched.searchResults.length).toBeGreaterThan(0);
    expect(searched.searchResults.length).toBeLessThanOrEqual(3);
    for (const r of searched.searchResults as Record<string, string>[]) {
      expect(Object.keys(r).sort()).toEqual(['link', 'snippet', 'title']);
      // What the reply already links is not listed again under the search results.
      expect(searched.response).not.toContain(`](${r.link})`);
    }
    expect((await ask('lock-in period')).searchResults).toEqual([]);
  });
});

describe('persona behaviour, safe for girls from age 8', () => {
  const personas = ['info', 'girlfriend', 'boyfriend', 'counselor', 'fun'];

  it.each(personas)('%s: distress gets a trusted adult and both helplines, in the message language', async (p) => {
    const en = await ask('I feel so alone and sad, nobody cares', { personality: p });
    expect(en.response).toContain('trusted adult');
    expect(en.response).toContain(HELPLINES.child);
    expect(en.response).toContain(HELPLINES.mentalHealth);
    const hi = await ask('मैं बहुत उदास हूँ', { personality: p });
    expect(hi.response).toContain('भरोसेमंद बड़े');
    expect(hi.response).toContain(HELPLINES.child);
  });

  it.each(personas)('%s: romance is turned gently back to friendly topics', async (p) => {
    const { response } = await ask('I love you, will you be my girlfriend?', { personality: p });
    expect(response).toContain('friendly helper');
    expect(response).not.toMatch(/love you|darling|sweetheart/i);
  });

  it('meeting strangers or sending photos is redirected to a parent or trusted adult', async () => {
    expect((await ask('send me your photo and meet me', { personality: 'boyfriend' })).response).toContain(
      'tell a parent or a trusted adult',
    );
  });

  it('the personas greet and say who they are in their own words; the facts stay the same', async () => {
    expect((await ask('who are you?', { personality: 'girlfriend' })).response).toContain("I'm Saheli");
    expect((await ask('तुम कौन हो?', { personality: 'boyfriend' })).response).toContain('मैं दोस्त हूँ');
    expect((await ask('आप कौन हैं?', { aiVersion: '1.2' })).response).toContain('मैं Vauxa 1.2 हूँ');
    expect((await ask('thank you')).response).toContain("You're welcome!");
    // Filler words are no question: "a lot" once answered with a site sentence.
    expect((await ask('thanks a lot!')).response).toBe("You're welcome! Happy to help.");
    const replies = await Promise.all(personas.map((p) => ask('What is the coding course fee?', { personality: p })));
    expect(new Set(replies.map((r) => r.response)).size).toBe(personas.length);
    for (const r of replies) expect(r.response).toContain(price('coding'));
  });

  it('nerves and voice care get short, kind, practical encouragement', async () => {
    const nerves = await ask('I feel nervous about my first audition', { personality: 'counselor' });
    expect(nerves.response).toContain('Feeling nervous is normal');
    const throat = await ask('गला खराब न हो इसके लिए क्या करूँ?', { personality: 'counselor' });
    expect(throat.response).toContain('पानी');
    // The games to practise with, in the reply's edition.
    expect(nerves.response).toContain('](/games)');
    expect(throat.response).toContain('](/hi/games)');
  });

  it('fun tells a clean joke and a tongue twister from the site data', async () => {
    const joke = await ask('tell me a joke', { personality: 'fun' });
    expect(jokes.some((j) => joke.response.includes(j.en))).toBe(true);
    const twister = await ask('एक टंग ट्विस्टर सुनाओ', { personality: 'fun' });
    expect(twisters.some((t) => twister.response.includes(t.text))).toBe(true);
  });

  it.each([
    'what is 2+2',
    'can you do my maths homework',
    'भारत का प्रधानमंत्री कौन है?',
    'What is the capital of France?',
  ])('out of scope, a short friendly list of what it can help with: %s', async (question) => {
    const { response } = await ask(question);
    expect(response).toContain(site.email);
    expect(response).toMatch(/I can answer questions about our courses|मैं हमारे कोर्स/);
  });
});

describe('knowing when it does not know', () => {
  it('says it is not sure, links the closest pages and gives the contact for the topic', async () => {
    const investors = (await ask('What will the premium plan pay next year?', { language: 'en' })).response;
    expect(investors).toMatch(/^I'm not sure:/);
    expect(investors).toContain(site.investorEmail);
    expect(investors).toMatch(/\[[^\]]+\]\(\/[a-z-]+/);
    const other = (await ask('What are the fees at the Delhi School of Drama?', { language: 'en' })).response;
    expect(other).toMatch(/^I'm not sure:/);
    expect(other).toContain(site.email);
    const hindi = (await ask('हरप्रीत कौर का घर का पता क्या है?')).response;
    expect(hindi).toMatch(/^मुझे पक्का नहीं पता:/);
  });

  it('answers a fact from a policy section, with a link to it (not only the FAQ)', async () => {
    const { response } = await ask('How long do you keep investment records?', { language: 'en' });
    expect(response).toContain('10 years');
    expect(response).toContain('](/privacy-policy#');
    const hindi = (await ask('निवेश के रिकॉर्ड कितने साल तक रखे जाते हैं?')).response;
    expect(hindi).toContain('10 साल');
    expect(hindi).toContain('](/hi/privacy-policy#');
  });
});

describe('how people ask', () => {
  it('a person of an age gets the verdict, the age rule and the consent rule', async () => {
    const nine = (await ask('My daughter is 9. Can she join the course?', { language: 'en' })).response;
    expect(nine).toMatch(/^Yes/);
    expect(nine).toContain('8');
    expect(nine).toContain('consent');
    const six = (await ask('meri beti ६ saal ki hai, kya admission milega?')).response;
    expect(six).toMatch(/^नहीं/);
    expect(six).toContain('सहमति');
  });

  it('a language the site does not offer is a clear no, with what is offered', async () => {
    const { response } = await ask('Can I get my audio in Bengali?', { language: 'en' });
    expect(response).toMatch(/^No, Bengali is not offered/);
    expect(response).not.toMatch(/\bYes\b/);
    expect(response).toContain('Marathi');
  });

  it('answers each part of a question that asks two things', async () => {
    const { response } = await ask('How long does exit approval take and when does the refund arrive?', {
      language: 'en',
    });
    expect(response).toContain('7 working days');
    expect(response).toContain('15 working days');
  });

  it('reads a follow-up with the question before it', async () => {
    const conversationHistory = [
      { role: 'user', content: 'What is the minimum investment for the basic plan?' },
      { role: 'assistant', content: 'The Basic plan starts at ₹5,000.' },
    ];
    const { response } = await ask('and for the premium one?', { language: 'en', conversationHistory });
    expect(response).toContain(formatRupees(7000));
  });
});
