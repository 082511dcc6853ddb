/**
 * npm run bench:chat — the local assistant through POST /api/ai/enhanced-chat's handler (no provider):
 * 1. accuracy over bench/chat-eval.json, visitor questions written apart from the FAQ (at least half Hindi or Roman
 *    Hindi), each with the FAQ entry (or kind of reply) it expects and the reply language;
 * 2. latency, p50 and p95 over 200 calls after a warm-up.
 * Targets: >= 95 % right in English, >= 90 % in Hindi, p95 < 50 ms. Writes bench/results/chat.json; exits 1 on a miss.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Context } from '@netlify/functions';
import { z } from 'zod';
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

const TARGETS = { en: 0.95, hi: 0.9, p95Ms: 50 };
const RUNS = 200;
const WARM_UP = 20;

const evalSchema = z.array(
  z.object({
    q: z.string().min(1),
    expect: z.union([z.string(), z.array(z.string()).min(1)]),
    lang: z.enum(['en', 'hi']),
  }),
);
const evaluation = evalSchema.parse(JSON.parse(await readFile(new URL('./chat-eval.json', import.meta.url), 'utf8')));

delete process.env.OPENAI_API_KEY;
// The handler signs each reply with the session secret, which a production deploy sets.
process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
const index: ChatIndex = await writeChatIndex();
const { default: chat } = await import('../netlify/functions/ai-enhanced-chat.mts');
const context = { ip: '127.0.0.1', params: {}, requestId: 'bench' } as unknown as Context;

// An evaluation question copied from the FAQ would measure nothing.
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
const phrasings = new Set(index.faq.flatMap((f) => [...f.phrasings.en, ...f.phrasings.hi].map(plain)));
const copied = evaluation.filter((item) => phrasings.has(plain(item.q)));
if (copied.length > 0)
  throw new Error(`evaluation questions copied from the FAQ: ${copied.map((c) => c.q).join(' | ')}`);

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

/** The kinds of reply that are not an FAQ answer, recognised by their fixed texts. */
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
  return index.faq.find((f) => response.includes(f.answer[lang]))?.id;
}

/** Right language: English has no Devanagari; Hindi has Devanagari and no English sentence (4+ Latin words in a row). */
function inLanguage(response: string, lang: ReplyLanguage): boolean {
  // Links, e-mail addresses, the company's name and its postal address are proper names in any language.
  const text = response
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\S+@\S+/g, '')
    .replaceAll(site.name, '')
    .replaceAll(postalAddress, '');
  if (lang === 'en') return !/[\u0900-\u097f]/.test(text);
  return /[\u0900-\u097f]/.test(text) && !/([A-Za-z]+[\s,]+){3}[A-Za-z]+/.test(text);
}

const log = console.log;
console.log = () => {};
const misses: string[] = [];
const tally = { en: { right: 0, total: 0 }, hi: { right: 0, total: 0 } };
for (const [i, item] of evaluation.entries()) {
  const persona = PERSONAS[i % PERSONAS.length] ?? 'info';
  const { response } = await ask(item.q, persona);
  const expected = Array.isArray(item.expect) ? item.expect : [item.expect];
  const got = kindOf(response, item.lang);
  const right = got !== undefined && expected.includes(got) && inLanguage(response, item.lang);
  tally[item.lang].total += 1;
  if (right) tally[item.lang].right += 1;
  else
    misses.push(
      `[${item.lang}] ${item.q} -> expected ${expected.join('|')}, got ${got ?? '?'}: ${response.slice(0, 90)}`,
    );
}

const latencyQuestions = evaluation.map((item) => item.q);
for (let i = 0; i < WARM_UP; i++) await ask(latencyQuestions[i % latencyQuestions.length] as string, 'info');
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const { ms } = await ask(latencyQuestions[i % latencyQuestions.length] as string, PERSONAS[i % 5] ?? 'info', {
    useWebSearch: i % 3 === 0,
    useDeepAnalysis: i % 4 === 0,
  });
  times.push(ms);
}
console.log = log;

times.sort((a, b) => a - b);
const percentile = (q: number) =>
  Number((times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number).toFixed(2));
const accuracy = (lang: ReplyLanguage) => Number((tally[lang].right / tally[lang].total).toFixed(3));
const result = {
  questions: evaluation.length,
  accuracy: { en: accuracy('en'), hi: accuracy('hi') },
  right: { en: `${tally.en.right}/${tally.en.total}`, hi: `${tally.hi.right}/${tally.hi.total}` },
  latency: { runs: RUNS, p50Ms: percentile(0.5), p95Ms: percentile(0.95), maxMs: percentile(1) },
  targets: TARGETS,
  misses,
};
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(new URL('./results/chat.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
for (const miss of misses) console.log(`miss ${miss}`);
console.log(
  `accuracy over ${evaluation.length} questions: English ${(result.accuracy.en * 100).toFixed(1)} % (${result.right.en}), Hindi and Roman Hindi ${(result.accuracy.hi * 100).toFixed(1)} % (${result.right.hi}); targets ${TARGETS.en * 100} % and ${TARGETS.hi * 100} %`,
);
console.log(
  `handler latency, ${RUNS} calls: p50 ${result.latency.p50Ms} ms, p95 ${result.latency.p95Ms} ms, max ${result.latency.maxMs} ms (target p95 < ${TARGETS.p95Ms} ms)`,
);
const missed =
  result.accuracy.en < TARGETS.en || result.accuracy.hi < TARGETS.hi || result.latency.p95Ms >= TARGETS.p95Ms;
if (missed) process.exit(1);
