import { beforeAll, describe, expect, it } from 'vitest';
import heldOutJson from '../../bench/chat-most-asked-heldout.json' with { type: 'json' };
import mostAskedJson from '../../content/assistant/most-asked.json' with { type: 'json' };
import nextIntakeJson from '../../content/next-intake.json' with { type: 'json' };
import { createLocalAssistant } from '../../netlify/lib/assistant/compose';
import { notOnSiteReply, unsureOpening } from '../../netlify/lib/assistant/honest-replies';
import {
  AGREED_NEARNESS,
  CLASSIFIED_COVER,
  CLASSIFIED_PROBABILITY,
  createMostAsked,
  MOST_ASKED_THRESHOLD,
} from '../../netlify/lib/assistant/most-asked';
import { createRetrieval } from '../../netlify/lib/assistant/retrieval';
import type { ChatIndex, ReplyLanguage } from '../../netlify/lib/assistant/types';
import { buildChatIndex } from '../../scripts/build-chat-index';
import { mostAskedSchema } from '../../src/content/most-asked';
import { nextIntakeSchema } from '../../src/content/next-intake';
import { site } from '../../src/content/site';
import { formatDate } from '../../src/i18n/format';

/**
 * The most-asked questions (content/assistant/most-asked.json): every entry in three languages, its placeholders
 * filled (the next intake's from next-intake.json, when the chat answers), held-out wordings matched to their entry,
 * and the honest reply for what the site does not say. The whole held-out set is measured by `npm run bench:chat`.
 */

let index: ChatIndex;
beforeAll(async () => {
  index = await buildChatIndex(new URL('../../content', import.meta.url).pathname);
});

const ask = (assistant: ReturnType<typeof createLocalAssistant>, message: string, language: ReplyLanguage) =>
  assistant.answer({
    message,
    personality: 'info',
    language,
    aiVersion: '1.5',
    useDeepAnalysis: false,
    useWebSearch: false,
  }).response;

describe('the list', () => {
  const entries = mostAskedSchema.parse(mostAskedJson);

  it('has at least 60 questions the site answers, each worded in English, Hindi and Roman Hindi', () => {
    expect(entries.filter((e) => e.kind !== 'not-on-site').length).toBeGreaterThanOrEqual(60);
    for (const entry of entries) {
      expect(entry.en.wordings.length, entry.id).toBeGreaterThanOrEqual(2);
      expect(
        entry.hi.wordings.every((w) => /[\u0900-\u097f]/.test(w)),
        entry.id,
      ).toBe(true);
      expect(
        entry.hi.roman.every((w) => /^[\x20-\x7e]+$/.test(w)),
        entry.id,
      ).toBe(true);
    }
  });

  it('lists the topics the site does not cover, class timings among them', () => {
    const notOnSite = entries.filter((e) => e.kind === 'not-on-site').map((e) => e.id);
    expect(notOnSite).toEqual(expect.arrayContaining(['class-timings', 'hostel', 'job-guarantee', 'salary']));
  });

  it('refuses a typed number, and an answer entry without its Hindi answer', () => {
    const [first] = entries.filter((e) => e.kind === 'answer');
    const typed = { ...first, en: { ...first?.en, answer: 'The batch starts on 4 January 2027.' } };
    expect(mostAskedSchema.safeParse([typed]).success).toBe(false);
    const noHindi = { ...first, hi: { ...first?.hi, answer: undefined } };
    expect(mostAskedSchema.safeParse([noHindi]).success).toBe(false);
  });

  it('fills every placeholder at build time but the next intake, and never states the retired 2025 deadline', () => {
    for (const entry of index.mostAsked) {
      for (const lang of ['en', 'hi'] as const) {
        const left = entry.answer?.[lang].match(/\{[^}]+\}/g) ?? [];
        expect(
          left.every((p) => p.startsWith('{intake.')),
          `${entry.id}: ${left}`,
        ).toBe(true);
        expect(entry.answer?.[lang] ?? '').not.toMatch(/2025-07-02|2 July 2025|2 जुलाई 2025/);
      }
    }
  });
});

describe('the next intake, read from next-intake.json when the chat answers', () => {
  const fixture = nextIntakeSchema.parse({
    batch: { name: 'March 2031 batch', applyBy: '2031-02-20', startDate: '2031-03-03', hi: { name: 'मार्च 2031 बैच' } },
  });

  it('states the batch of the file, in both languages', () => {
    const assistant = createLocalAssistant(index, undefined, { intake: fixture, now: () => new Date('2031-01-10') });
    expect(ask(assistant, 'When does the next batch start?', 'en')).toContain(
      `The March 2031 batch starts on ${formatDate('2031-03-03', 'en')}. The last date to apply is ${formatDate('2031-02-20', 'en')}.`,
    );
    expect(ask(assistant, 'agla batch kab shuru hoga', 'hi')).toContain(
      `मार्च 2031 बैच ${formatDate('2031-03-03', 'hi')} से शुरू होगा।`,
    );
  });

  it('matches content/next-intake.json as it is', () => {
    const { batch } = nextIntakeSchema.parse(nextIntakeJson);
    if (!batch) return;
    const assistant = createLocalAssistant(index, undefined, { now: () => new Date(`${batch.applyBy}T00:00:00Z`) });
    expect(ask(assistant, 'What is the last date to apply?', 'en')).toContain(formatDate(batch.applyBy, 'en'));
  });

  it("gives the site's undated lead once the last date has passed", () => {
    const assistant = createLocalAssistant(index, undefined, {
      intake: fixture,
      now: () => new Date('2031-02-21T12:00:00Z'),
    });
    const reply = ask(assistant, 'When does the next batch start?', 'en');
    expect(reply).toContain('Applications are open for the next batch; we will write to you with its dates.');
    expect(reply).not.toContain('2031');
  });
});

describe('matching', () => {
  const sample = [
    { q: 'class ki timing kya hai aur kaun se din', entry: 'class-timings' },
    { q: 'नया बैच किस तारीख से शुरू हो रहा है?', entry: 'next-batch-start' },
    { q: 'form bharne ki last date kab hai', entry: 'last-date-to-apply' },
    { q: 'स्टूडेंट पोर्टल में साइन इन कैसे होता है?', entry: 'student-portal-sign-in' },
    { q: 'investor portal me sign in kaise kare', entry: 'investor-login' },
    { q: 'Which languages can the text to speech tool speak?', entry: 'tts-languages' },
    { q: 'दफ़्तर किस समय तक खुला रहता है?', entry: 'office-hours' },
    { q: 'How do I sign in as an investor?', entry: 'investor-login' },
  ] as const;

  it('finds the entry of held-out wordings (a sample; the bench measures them all), in each language', () => {
    const listed = new Set(index.mostAsked.flatMap((e) => [...e.phrasings.en, ...e.phrasings.hi]));
    const heldOut = new Map(heldOutJson.questions.map((q) => [q.q, q.entry]));
    const mostAsked = createMostAsked(index, createRetrieval(index));
    for (const item of sample) {
      expect(heldOut.get(item.q), item.q).toBe(item.entry);
      expect(listed.has(item.q), item.q).toBe(false);
      expect(mostAsked.match(item.q)?.id, item.q).toBe(item.entry);
    }
  });

  it('answers the questions visitors found unanswered, in English, Hindi and Roman Hindi', () => {
    const mostAsked = createMostAsked(index, createRetrieval(index));
    const asked = {
      'When does the next batch start?': 'next-batch-start',
      'अगला बैच कब शुरू होगा?': 'next-batch-start',
      'next batch kab start hoga': 'next-batch-start',
      'How can I check the status of my application?': 'application-status',
      'मेरे आवेदन की स्थिति कैसे पता करूँ?': 'application-status',
      'application ka status kaise check karu': 'application-status',
    };
    for (const [q, entry] of Object.entries(asked)) expect(mostAsked.match(q)?.id, q).toBe(entry);
  });

  it('answers the ways parents type on a phone: short forms, "pls", "bhaiya", "session" for batch, "पता करें"', () => {
    const mostAsked = createMostAsked(index, createRetrieval(index));
    const asked = {
      'pls tell me the last date of form filling': 'last-date-to-apply',
      'admission ki fees kitni hai bhaiya': 'fees',
      'मेरा सिलेक्शन हुआ या नहीं कैसे पता करें': 'application-status',
      'When is the new session starting?': 'next-batch-start',
      'what r the documents required for admission': 'documents-needed',
    };
    for (const [q, entry] of Object.entries(asked)) expect(mostAsked.match(q)?.id, q).toBe(entry);
  });

  it("takes a wording less near than the threshold only when the entry's wordings together agree", () => {
    const mostAsked = createMostAsked(index, createRetrieval(index));
    const agreed = {
      'What is the procedure to apply for the course?': 'how-to-apply',
      'बाहर से आने वाली लड़कियों के लिए हॉस्टल है?': 'hostel',
    };
    for (const [q, entry] of Object.entries(agreed)) {
      const nearest = mostAsked.nearest(q);
      expect(nearest?.nearness, q).toBeGreaterThanOrEqual(AGREED_NEARNESS);
      expect(nearest?.nearness, q).toBeLessThan(MOST_ASKED_THRESHOLD);
      expect(mostAsked.widest(q)?.entry.id, q).toBe(entry);
      expect(mostAsked.match(q)?.id, q).toBe(entry);
    }
    // Its nearest wording is an office-hours one ("COO" is a word for operations), but no entry's wordings agree.
    const coo = 'Who is the COO?';
    expect(mostAsked.nearest(coo)?.nearness).toBeGreaterThanOrEqual(AGREED_NEARNESS);
    expect(mostAsked.widest(coo)?.entry.id).not.toBe(mostAsked.nearest(coo)?.entry.id);
    expect(mostAsked.match(coo)).toBeUndefined();
  });

  it("takes a question no wording is near when the classifier is sure and the entry's words cover it", () => {
    const mostAsked = createMostAsked(index, createRetrieval(index));
    const classified = {
      "Do I pay anything for the girls' voice course?": 'free-course',
      'Does she receive a certificate after finishing?': 'certificate',
    };
    for (const [q, entry] of Object.entries(classified)) {
      expect(mostAsked.nearest(q)?.nearness ?? 0, q).toBeLessThan(MOST_ASKED_THRESHOLD);
      const read = mostAsked.classified(q);
      expect(read?.entry.id, q).toBe(entry);
      expect(read?.probability, q).toBeGreaterThanOrEqual(CLASSIFIED_PROBABILITY);
      expect(read?.cover, q).toBeGreaterThanOrEqual(CLASSIFIED_COVER);
      expect(mostAsked.match(q)?.id, q).toBe(entry);
    }
    // Sure of the Premium payout's entry, but "risky" is a word none of its wordings uses: the site answers it.
    const risky = mostAsked.classified('How risky is the premium plan?');
    expect(risky?.entry.id).toBe('premium-payout');
    expect(risky?.cover).toBeLessThan(CLASSIFIED_COVER);
    expect(mostAsked.match('How risky is the premium plan?')).toBeUndefined();
  });

  it('leaves a question about something else to the whole site', () => {
    const mostAsked = createMostAsked(index, createRetrieval(index));
    expect(mostAsked.match('Do you teach Kathak dance?')).toBeUndefined();
    expect(mostAsked.match('What is the capital of France?')).toBeUndefined();
  });
});

describe('what the site does not say', () => {
  it('is said plainly, with the contact, never a nearby sentence stated as an answer', () => {
    const assistant = createLocalAssistant(index);
    const english = ask(assistant, 'What are the class timings and which days?', 'en');
    expect(english).toBe(
      `${unsureOpening.en} our site does not say anything about the class timings or the days of the classes. For admissions and general questions, write to ${site.email} or call ${site.phone}.`,
    );
    expect(english).not.toContain('every background');
    const hindi = ask(assistant, 'class ka time kya hai', 'hi');
    expect(hindi).toBe(
      `${unsureOpening.hi} हमारी साइट पर क्लास के समय और दिनों की जानकारी नहीं है। दाख़िले और बाकी के सवालों के लिए ${site.email} पर लिखिए या ${site.phone} पर फ़ोन कीजिए।`,
    );
  });

  it("gives an investor topic the investors' contact", () => {
    expect(notOnSiteReply('en', 'tax on investment returns', 'investors')).toContain(site.investorEmail);
    const assistant = createLocalAssistant(index);
    expect(ask(assistant, 'Do I pay TDS on the payouts?', 'en')).toContain(site.investorEmail);
  });
});
