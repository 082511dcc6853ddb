/**
 * npm run bench:chat — the local assistant through POST /api/ai/enhanced-chat's handler (no provider), over
 * bench/chat-eval.json (questions written from content/, not from the FAQ):
 * - answerable questions: right (the reply contains the fact and links the page that states it, in the reply's
 *   language), wrong (answered, but not that), honest abstention (the not-sure reply); per language (English,
 *   Hindi, Roman Hindi), for the tuning questions and, apart, for the held-out fifth;
 * - unanswerable questions: the share answered with the honest not-sure reply;
 * - safety, jokes and small talk ("moments"): the right kind of reply;
 * - handler latency, p50 and p95 over 200 calls after a warm-up.
 * Targets on the held-out fifth: right >= 95 % per language, wrong <= 2 %, unanswerable honest >= 95 %, p95 < 50 ms.
 * Writes bench/results/chat.json; exits 1 on a missed target.
 *
 * Then the most-asked questions' held-out wordings (bench/chat-most-asked.ts); `npm run bench:chat -- --most-asked`
 * runs only those.
 *
 * npm run bench:chat -- --calibrate: sets the answer threshold (netlify/lib/assistant/calibration.json) on the
 * tuning questions only: the one with the highest right - WRONG_COST x wrong over every tuning question.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { ANSWER_THRESHOLD, createLocalAssistant } from '../netlify/lib/assistant/compose';
import { unsureOpening } from '../netlify/lib/assistant/honest-replies';
import {
  distressReply,
  encouragement,
  jokeIntro,
  outOfScopeReply,
  personaVoices,
  smallTalkReplies,
  twisterIntro,
} from '../netlify/lib/assistant/persona-replies';
import type { ChatIndex, ReplyLanguage } from '../netlify/lib/assistant/types';
import { writeChatIndex } from '../scripts/build-chat-index';
import { postalAddress, site } from '../src/content/site';
import { PERSONAS } from '../src/domain/chat';
import { runMostAskedBench } from './chat-most-asked';

const TARGETS = { right: 0.95, wrong: 0.02, honest: 0.95, p95Ms: 50 };
/**
 * What a wrong answer costs, in right answers: for an assistant that answers investors about money and parents about
 * their children, an answer to another question stated as fact costs four right ones. An abstention costs nothing
 * (it links the closest pages and the topic's contact), so an answer is worth giving where at least four in five of
 * the answers at that confidence are right.
 */
const WRONG_COST = 4;
const RUNS = 200;
const WARM_UP = 20;

const questionLanguage = z.enum(['en', 'hi', 'roman']);
type QuestionLanguage = z.output<typeof questionLanguage>;
const evalSchema = z.object({
  about: z.string(),
  answerable: z.array(
    z.object({
      q: z.string().min(1),
      lang: questionLanguage,
      fact: z.array(z.string().min(1)).min(1),
      page: z.array(z.string().startsWith('/')).min(1),
      heldOut: z.literal(true).optional(),
    }),
  ),
  unanswerable: z.array(
    z.object({ q: z.string().min(1), lang: questionLanguage, heldOut: z.literal(true).optional() }),
  ),
  moments: z.array(
    z.object({
      q: z.string().min(1),
      expect: z.union([z.string(), z.array(z.string()).min(1)]),
      lang: z.enum(['en', 'hi']),
    }),
  ),
});
const evaluation = evalSchema.parse(JSON.parse(await readFile(new URL('./chat-eval.json', import.meta.url), 'utf8')));
const calibrate = process.argv.includes('--calibrate');

delete process.env.OPENAI_API_KEY;
// The handler signs each reply with the session secret, which a production deploy sets.
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
const index: ChatIndex = await writeChatIndex();
if (process.argv.includes('--most-asked')) {
  await runMostAskedBench(index);
  process.exit(0);
}

// An evaluation question copied from the FAQ would measure nothing.
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
const phrasings = new Set(index.faq.flatMap((f) => [...f.phrasings.en, ...f.phrasings.hi].map(plain)));
const copied = [...evaluation.answerable, ...evaluation.unanswerable].filter((item) => phrasings.has(plain(item.q)));
if (copied.length > 0)
  throw new Error(`evaluation questions copied from the FAQ: ${copied.map((c) => c.q).join(' | ')}`);

const replyLang = (lang: QuestionLanguage): ReplyLanguage => (lang === 'en' ? 'en' : 'hi');
/** The chat's language setting a visitor asking in that language has: the edition's default. */
const selected = (lang: QuestionLanguage) => (lang === 'en' ? 'en' : 'hi');

/** Right language: English has no Devanagari; Hindi has Devanagari and no English sentence (4+ Latin words in a row). */
function inLanguage(response: string, lang: ReplyLanguage): boolean {
  // Links, e-mail addresses, names of the company and its people and the postal address are names in any language.
  const text = response
    .replace(/\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\S+@\S+/g, '')
    .replaceAll(site.name, '')
    .replaceAll(postalAddress, '');
  if (lang === 'en') return !/[\u0900-\u097f]/.test(text);
  return /[\u0900-\u097f]/.test(text) && !/([A-Za-z]+[\s,]+){3}[A-Za-z]+/.test(text);
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\s+/g, ' ');

/** The pages a reply links, without the Hindi edition's prefix or an anchor. */
function linkedPages(response: string): string[] {
  return [...response.matchAll(/\]\((\/[^)#\s]*)/g)].map((m) => (m[1] ?? '').replace(/^\/hi(?=\/|$)/, '') || '/');
}

const honest = (response: string) =>
  [unsureOpening.en, unsureOpening.hi, outOfScopeReply.en, outOfScopeReply.hi].some((t) => response.includes(t));

type Verdict = 'right' | 'wrong' | 'abstain';
function judge(item: z.output<typeof evalSchema>['answerable'][number], response: string): Verdict {
  if (honest(response)) return 'abstain';
  const text = normalise(response.replace(/\]\([^)]*\)/g, ']'));
  const hasFact = item.fact.some((f) => text.includes(normalise(f)));
  const pages = linkedPages(response);
  const linksPage = item.page.some((p) => pages.includes(p));
  return hasFact && linksPage && inLanguage(response, replyLang(item.lang)) ? 'right' : 'wrong';
}

/** The kinds of reply that are not an answer from the site, recognised by their fixed texts. */
function kindOf(response: string, lang: ReplyLanguage): string | undefined {
  if (response.includes(distressReply[lang])) return 'distress';
  if (response.includes(outOfScopeReply[lang])) return 'out-of-scope';
  if (response.includes(jokeIntro[lang])) return 'joke';
  if (response.includes(twisterIntro[lang])) return 'twister';
  if (Object.values(encouragement).some((t) => response.includes(t[lang]))) return 'encourage';
  const smallTalk = [
    ...Object.values(smallTalkReplies).map((t) => t[lang]),
    ...Object.values(personaVoices).flatMap((v) => [v.hello[lang], v.who('1.5')[lang]]),
  ];
  if (smallTalk.some((t) => response.includes(t))) return 'smalltalk';
  return undefined;
}

const tuning = {
  answerable: evaluation.answerable.filter((i) => !i.heldOut),
  unanswerable: evaluation.unanswerable.filter((i) => !i.heldOut),
};

if (calibrate) {
  // Every threshold from 0.30 to 0.95: the tuning set's right, wrong and honest answers at each.
  const rows: {
    threshold: number;
    right: number;
    wrong: number;
    answerableRight: number;
    answerableWrong: number;
    honest: number;
  }[] = [];
  for (let t = 0.3; t <= 0.951; t += 0.01) {
    const threshold = Number(t.toFixed(2));
    const assistant = createLocalAssistant(index, threshold);
    const ask = (q: string, lang: QuestionLanguage) =>
      assistant.answer({
        message: q,
        personality: 'info',
        language: selected(lang),
        aiVersion: '1.5',
        useDeepAnalysis: false,
        useWebSearch: false,
      }).response;
    const verdicts = tuning.answerable.map((item) => judge(item, ask(item.q, item.lang)));
    const honestCount = tuning.unanswerable.filter((item) => honest(ask(item.q, item.lang))).length;
    rows.push({
      threshold,
      right: verdicts.filter((v) => v === 'right').length + honestCount,
      wrong: verdicts.filter((v) => v === 'wrong').length + tuning.unanswerable.length - honestCount,
      answerableRight: verdicts.filter((v) => v === 'right').length / verdicts.length,
      answerableWrong: verdicts.filter((v) => v === 'wrong').length / verdicts.length,
      honest: honestCount / tuning.unanswerable.length,
    });
  }
  // Every tuning question counts once: a right answer (or, for an unanswerable question, the honest reply) +1, an
  // honest abstention on an answerable question 0, a wrong answer (another question's answer stated as fact, or an
  // answer to a question the site cannot answer) -WRONG_COST. The highest total wins; a tie goes to the lower
  // threshold, which answers more.
  const utility = (r: (typeof rows)[number]) => r.right - WRONG_COST * r.wrong;
  const chosen = [...rows].sort((a, b) => utility(b) - utility(a) || a.threshold - b.threshold)[0];
  if (!chosen) throw new Error('no threshold to choose');
  for (const r of rows)
    console.log(
      `threshold ${r.threshold.toFixed(2)}: right ${(r.answerableRight * 100).toFixed(1)} %, wrong ${(r.answerableWrong * 100).toFixed(1)} %, unanswerable honest ${(r.honest * 100).toFixed(1)} %, utility ${utility(r)}`,
    );
  const file = new URL('../netlify/lib/assistant/calibration.json', import.meta.url);
  const calibration = {
    threshold: chosen.threshold,
    how: `npm run bench:chat -- --calibrate on the tuning questions (held-out fifth excluded): the threshold with the highest right - ${WRONG_COST} x wrong over every tuning question (an unanswerable question: honest reply right, any answer wrong; an abstention 0), the lower on a tie`,
    tuning: { answerable: tuning.answerable.length, unanswerable: tuning.unanswerable.length },
    atThreshold: { right: chosen.answerableRight, wrong: chosen.answerableWrong, honest: chosen.honest },
  };
  await writeFile(file, `${JSON.stringify(calibration, null, 2)}\n`);
  console.log(`chosen threshold ${chosen.threshold} (utility ${utility(chosen)})`);
  process.exit(0);
}

const { default: chat } = await import('../netlify/functions/ai-enhanced-chat.mts');
const context = { ip: '127.0.0.1', params: {}, requestId: 'bench' } as unknown as Context;

async function ask(message: string, personality: string, extra: Record<string, unknown> = {}) {
  const started = performance.now();
  const res = await chat(
    new Request('http://localhost/api/ai/enhanced-chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message, language: 'hi', personality, ...extra }),
    }),
    context,
  );
  const answer = (await res.json()) as { success: boolean; response: string };
  const ms = performance.now() - started;
  if (!answer.success) throw new Error(`"${message}" failed: ${res.status}`);
  return { response: answer.response, ms };
}

const log = console.log;
console.log = () => {};
type Tally = Record<Verdict, number> & { total: number };
const emptyTally = (): Tally => ({ right: 0, wrong: 0, abstain: 0, total: 0 });
const split = (heldOut: boolean) => (heldOut ? 'heldOut' : 'tuning');
const answerable = {
  tuning: { en: emptyTally(), hi: emptyTally(), roman: emptyTally() },
  heldOut: { en: emptyTally(), hi: emptyTally(), roman: emptyTally() },
};
const unanswerable = { tuning: { honest: 0, total: 0 }, heldOut: { honest: 0, total: 0 } };
const misses: Record<'tuning' | 'heldOut', string[]> = { tuning: [], heldOut: [] };

for (const [i, item] of evaluation.answerable.entries()) {
  const { response } = await ask(item.q, PERSONAS[i % PERSONAS.length] ?? 'info', { language: selected(item.lang) });
  const verdict = judge(item, response);
  const tally = answerable[split(Boolean(item.heldOut))][item.lang];
  tally[verdict] += 1;
  tally.total += 1;
  if (verdict !== 'right') {
    misses[split(Boolean(item.heldOut))].push(
      `[${item.lang}] ${verdict}: ${item.q} (needs ${item.fact.join(' | ')} on ${item.page.join(' | ')}) -> ${response.replace(/\n/g, ' ').slice(0, 160)}`,
    );
  }
}
for (const item of evaluation.unanswerable) {
  const { response } = await ask(item.q, 'info', { language: selected(item.lang) });
  const tally = unanswerable[split(Boolean(item.heldOut))];
  tally.total += 1;
  if (honest(response)) tally.honest += 1;
  else
    misses[split(Boolean(item.heldOut))].push(
      `[${item.lang}] unanswerable answered: ${item.q} -> ${response.replace(/\n/g, ' ').slice(0, 160)}`,
    );
}
let momentsRight = 0;
const momentMisses: string[] = [];
for (const [i, item] of evaluation.moments.entries()) {
  const { response } = await ask(item.q, PERSONAS[i % PERSONAS.length] ?? 'info', { language: item.lang });
  const expected = Array.isArray(item.expect) ? item.expect : [item.expect];
  const got = kindOf(response, item.lang);
  if (got && expected.includes(got)) momentsRight += 1;
  else momentMisses.push(`[${item.lang}] ${item.q} -> expected ${expected.join('|')}, got ${got ?? '?'}`);
}

const latencyQuestions = evaluation.answerable.map((item) => item.q);
for (let i = 0; i < WARM_UP; i++) await ask(latencyQuestions[i % latencyQuestions.length] as string, 'info');
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const { ms } = await ask(latencyQuestions[(i * 7) % latencyQuestions.length] as string, PERSONAS[i % 5] ?? 'info', {
    useWebSearch: i % 3 === 0,
    useDeepAnalysis: i % 4 === 0,
  });
  times.push(ms);
}
console.log = log;

times.sort((a, b) => a - b);
const percentile = (q: number) =>
  Number((times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number).toFixed(2));
const share = (n: number, total: number) => (total === 0 ? 0 : Number((n / total).toFixed(3)));
const figures = (t: Tally) => ({
  right: share(t.right, t.total),
  wrong: share(t.wrong, t.total),
  abstain: share(t.abstain, t.total),
  counts: `${t.right} right, ${t.wrong} wrong, ${t.abstain} honest abstentions of ${t.total}`,
});
const bySplit = (s: 'tuning' | 'heldOut') => ({
  answerable: {
    en: figures(answerable[s].en),
    hi: figures(answerable[s].hi),
    roman: figures(answerable[s].roman),
  },
  unanswerableHonest: share(unanswerable[s].honest, unanswerable[s].total),
  unanswerableCounts: `${unanswerable[s].honest} of ${unanswerable[s].total} answered honestly`,
  misses: misses[s],
});
const result = {
  questions: {
    answerable: evaluation.answerable.length,
    unanswerable: evaluation.unanswerable.length,
    moments: evaluation.moments.length,
  },
  threshold: ANSWER_THRESHOLD,
  heldOut: bySplit('heldOut'),
  tuning: bySplit('tuning'),
  moments: { right: `${momentsRight}/${evaluation.moments.length}`, misses: momentMisses },
  latency: { runs: RUNS, p50Ms: percentile(0.5), p95Ms: percentile(0.95), maxMs: percentile(1) },
  targets: TARGETS,
};
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(new URL('./results/chat.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);

const names = { en: 'English', hi: 'Hindi', roman: 'Roman Hindi' } as const;
for (const s of ['tuning', 'heldOut'] as const) {
  const r = result[s];
  console.log(`\n${s === 'heldOut' ? 'HELD-OUT FIFTH (never tuned on)' : 'tuning questions'}:`);
  for (const lang of ['en', 'hi', 'roman'] as const) {
    const f = r.answerable[lang];
    console.log(
      `  ${names[lang].padEnd(12)} right ${(f.right * 100).toFixed(1)} %, wrong ${(f.wrong * 100).toFixed(1)} %, honest abstentions ${(f.abstain * 100).toFixed(1)} % (${f.counts})`,
    );
  }
  console.log(`  unanswerable: ${(r.unanswerableHonest * 100).toFixed(1)} % honest (${r.unanswerableCounts})`);
  for (const miss of r.misses) console.log(`  miss ${miss}`);
}
console.log(`\nmoments (safety, jokes, small talk): ${result.moments.right}`);
for (const miss of momentMisses) console.log(`  miss ${miss}`);
console.log(
  `handler latency, ${RUNS} calls: p50 ${result.latency.p50Ms} ms, p95 ${result.latency.p95Ms} ms, max ${result.latency.maxMs} ms (target p95 < ${TARGETS.p95Ms} ms); threshold ${result.threshold}`,
);
await runMostAskedBench(index);
const held = result.heldOut;
const missed =
  (['en', 'hi', 'roman'] as const).some(
    (lang) => held.answerable[lang].right < TARGETS.right || held.answerable[lang].wrong > TARGETS.wrong,
  ) ||
  held.unanswerableHonest < TARGETS.honest ||
  result.latency.p95Ms >= TARGETS.p95Ms;
if (missed) process.exit(1);
