/**
 * The most-asked questions (content/assistant/most-asked.json), run by `npm run bench:chat` and, alone, by
 * `npm run bench:chat -- --most-asked`:
 * - held-out wordings in two sets, written apart from the list: bench/chat-most-asked-heldout.json, whose misses are
 *   printed and have been read to improve the matcher, and bench/chat-most-asked-heldout-fresh.json, whose misses are
 *   not printed, so that it stays an honest measure of wordings nobody tuned for. Each is scored as right (the reply is the named entry's: its answer, or the honest not-on-site reply), honest abstention (the
 *   not-sure reply), wrong (anything else), per language;
 * - the threshold tables: the list's own wordings each matched with itself left out (right when the best other
 *   wording is of the same entry), and the tuning questions of bench/chat-eval.json (an answerable one is right when
 *   the entry's reply states its fact, an unanswerable one when the entry is not-on-site); a wrong match costs four
 *   right ones, as for the answer threshold. MOST_ASKED_THRESHOLD is set from the first table, AGREED_NEARNESS and
 *   AGREED_COVER (the widest entry agreeing) from the second.
 * Writes bench/results/chat-most-asked.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { createLocalAssistant } from '../netlify/lib/assistant/compose';
import { unsureOpening } from '../netlify/lib/assistant/honest-replies';
import {
  AGREED_COVER,
  AGREED_NEARNESS,
  CLASSIFIED_COVER,
  CLASSIFIED_PROBABILITY,
  createMostAsked,
  MOST_ASKED_THRESHOLD,
} from '../netlify/lib/assistant/most-asked';
import { createRetrieval } from '../netlify/lib/assistant/retrieval';
import type { ChatIndex, MostAskedAnswer, ReplyLanguage, Unit } from '../netlify/lib/assistant/types';

const WRONG_COST = 4;
const language = z.enum(['en', 'hi', 'roman']);
type QuestionLanguage = z.output<typeof language>;
const heldOutSchema = z.object({
  about: z.string(),
  questions: z.array(z.object({ q: z.string().min(1), lang: language, entry: z.string().min(1) })).min(60),
});
const evalSchema = z.object({
  answerable: z.array(
    z.object({
      q: z.string(),
      fact: z.array(z.string()),
      page: z.array(z.string()),
      heldOut: z.literal(true).optional(),
    }),
  ),
  unanswerable: z.array(z.object({ q: z.string(), heldOut: z.literal(true).optional() })),
});

const readJson = async (name: string) => JSON.parse(await readFile(new URL(name, import.meta.url), 'utf8'));
const replyLang = (lang: QuestionLanguage): ReplyLanguage => (lang === 'en' ? 'en' : 'hi');
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

type Verdict = 'right' | 'wrong' | 'abstain';

/** The held-out wordings through the local assistant: per language, right, wrong and honest abstentions. */
function heldOutFigures(index: ChatIndex, questions: z.output<typeof heldOutSchema>['questions']) {
  const assistant = createLocalAssistant(index);
  const mostAsked = createMostAsked(index, createRetrieval(index));
  const byId = new Map(index.mostAsked.map((entry) => [entry.id, entry]));
  const tallies = { en: [] as Verdict[], hi: [] as Verdict[], roman: [] as Verdict[] };
  const misses: string[] = [];
  for (const item of questions) {
    const entry = byId.get(item.entry);
    if (!entry) throw new Error(`held-out "${item.q}" names no entry "${item.entry}"`);
    const lang = replyLang(item.lang);
    const response = assistant.answer({
      message: item.q,
      personality: 'info',
      language: lang,
      aiVersion: '1.5',
      useDeepAnalysis: false,
      useWebSearch: false,
    }).response;
    const expected = mostAsked.entryReply(entry, lang)[0] ?? '';
    const verdict: Verdict = response.includes(expected)
      ? 'right'
      : response.includes(unsureOpening[lang])
        ? 'abstain'
        : 'wrong';
    tallies[item.lang].push(verdict);
    if (verdict !== 'right')
      misses.push(`[${item.lang}] ${verdict}: ${item.q} (${item.entry}) -> ${response.slice(0, 140)}`);
  }
  const figures = (verdicts: Verdict[]) => {
    const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
    return {
      right: Number((count('right') / verdicts.length).toFixed(3)),
      counts: `${count('right')} right, ${count('wrong')} wrong, ${count('abstain')} honest abstentions of ${verdicts.length}`,
    };
  };
  return { en: figures(tallies.en), hi: figures(tallies.hi), roman: figures(tallies.roman), misses };
}

/** One calibration question: its nearest wording (and whether that entry is right), and its widest entry's. */
interface Reading {
  nearness: number;
  right: boolean;
  cover: number;
  agrees: boolean;
  /** The classifier's entry (its probability, its cover, whether it asks alike) and whether it is right. */
  classified?: { probability: number; cover: number; asksLike: boolean; right: boolean };
}

/** The readings the thresholds decide on: the list's wordings (each without itself) and the tuning questions. */
function calibrationReadings(index: ChatIndex, evaluation: z.output<typeof evalSchema>): Reading[] {
  const retrieval = createRetrieval(index);
  const mostAsked = createMostAsked(index, retrieval);
  const readings: Reading[] = [];
  const read = (q: string, isRight: (entry: MostAskedAnswer) => boolean, leaveOut?: Unit) => {
    const best = mostAsked.nearest(q, leaveOut ? (u) => u.m === leaveOut.m && u.s === leaveOut.s : undefined);
    const wide = mostAsked.widest(q, leaveOut);
    const read = mostAsked.classified(q, leaveOut);
    readings.push({
      nearness: best?.nearness ?? 0,
      right: best ? isRight(best.entry) : false,
      cover: wide?.cover ?? 0,
      agrees: best !== undefined && wide?.entry === best.entry,
      ...(read && { classified: { ...read, right: isRight(read.entry) } }),
    });
  };
  index.mostAsked.forEach((entry, m) => {
    [...entry.phrasings.en, ...entry.phrasings.hi].forEach((wording, s) => {
      read(wording, (found) => found === entry, { m, s, terms: '', context: '' });
    });
  });
  for (const item of evaluation.answerable.filter((i) => !i.heldOut)) {
    // Right as `npm run bench:chat` judges it: the fact, and a link to a page that states it.
    read(item.q, (found) => {
      const said = plain([...mostAsked.entryReply(found, 'en'), ...mostAsked.entryReply(found, 'hi')].join(' '));
      const linksPage = item.page.includes(found.link.split('#')[0] ?? '');
      return linksPage && item.fact.some((fact) => said.includes(plain(fact)));
    });
  }
  for (const item of evaluation.unanswerable.filter((i) => !i.heldOut))
    read(item.q, (found) => found.kind === 'not-on-site');
  return readings;
}

const tally = (taken: Reading[]) => {
  const right = taken.filter((r) => r.right).length;
  const wrong = taken.length - right;
  return { right, wrong, utility: right - WRONG_COST * wrong };
};

/** Right, wrong and utility at each threshold on the nearest wording alone. */
function thresholdTable(readings: Reading[]) {
  const rows = [];
  for (let t = 0.5; t <= 1.101; t += 0.05) {
    const threshold = Number(t.toFixed(2));
    rows.push({ threshold, ...tally(readings.filter((r) => r.nearness >= threshold)) });
  }
  return rows;
}

/** At MOST_ASKED_THRESHOLD, what each pair of AGREED_NEARNESS and AGREED_COVER adds. */
function agreementTable(readings: Reading[]) {
  const rows = [];
  for (const nearness of [0.5, 0.6, 0.7, 0.8, 0.9])
    for (const cover of [0.5, 0.6, 0.7, 0.8, 0.9]) {
      const taken = readings.filter(
        (r) => r.nearness >= MOST_ASKED_THRESHOLD || (r.nearness >= nearness && r.agrees && r.cover >= cover),
      );
      rows.push({ nearness, cover, ...tally(taken) });
    }
  return rows;
}

/** What the first two readings take at their constants; the rest is left to the classifier. */
const takenBefore = (r: Reading) =>
  r.nearness >= MOST_ASKED_THRESHOLD || (r.nearness >= AGREED_NEARNESS && r.agrees && r.cover >= AGREED_COVER);

/** With the first two readings as set, what each pair of CLASSIFIED_PROBABILITY and CLASSIFIED_COVER adds. */
function classifiedTable(readings: Reading[]) {
  const rows = [];
  for (const probability of [0.6, 0.7, 0.8, 0.9, 0.95])
    for (const cover of [0.6, 0.7, 0.8, 0.9, 1]) {
      let right = 0;
      let wrong = 0;
      for (const r of readings) {
        const c = r.classified;
        const verdict = takenBefore(r)
          ? r.right
          : c && c.probability >= probability && c.cover >= cover && c.asksLike
            ? c.right
            : undefined;
        if (verdict === true) right += 1;
        if (verdict === false) wrong += 1;
      }
      rows.push({ probability, cover, right, wrong, utility: right - WRONG_COST * wrong });
    }
  return rows;
}

/** A held-out set, refused when a wording is copied from the list: it would measure nothing. */
async function readHeldOut(index: ChatIndex, file: string) {
  const heldOut = heldOutSchema.parse(await readJson(file));
  const listed = new Set(index.mostAsked.flatMap((e) => [...e.phrasings.en, ...e.phrasings.hi].map(plain)));
  const copied = heldOut.questions.filter((item) => listed.has(plain(item.q)));
  // The fresh set stays unread: its copies are named by entry only (take the list's newest wording of that entry out).
  const shown = (c: { q: string; entry: string }) => (file.includes('fresh') ? c.entry : c.q);
  if (copied.length > 0)
    throw new Error(`${file}: held-out wordings copied from the list: ${copied.map(shown).join(' | ')}`);
  return heldOut.questions;
}

export async function runMostAskedBench(index: ChatIndex) {
  // The first set has been read to find what the matcher misses; the fresh one was written before that and is not.
  const sets = {
    read: await readHeldOut(index, './chat-most-asked-heldout.json'),
    fresh: await readHeldOut(index, './chat-most-asked-heldout-fresh.json'),
  };
  const evaluation = evalSchema.parse(await readJson('./chat-eval.json'));

  const readings = calibrationReadings(index, evaluation);
  const table = thresholdTable(readings);
  const best = [...table].sort((a, b) => b.utility - a.utility || a.threshold - b.threshold)[0];
  const agreement = agreementTable(readings);
  const bestAgreement = [...agreement].sort((a, b) => b.utility - a.utility || b.nearness - a.nearness)[0];
  const classifiedRows = classifiedTable(readings);
  const bestClassified = [...classifiedRows].sort(
    (a, b) => b.utility - a.utility || b.probability - a.probability || b.cover - a.cover,
  )[0];
  const result = {
    entries: index.mostAsked.length,
    threshold: MOST_ASKED_THRESHOLD,
    heldOut: { read: heldOutFigures(index, sets.read), fresh: heldOutFigures(index, sets.fresh) },
    thresholds: { bestOnList: best?.threshold, table },
    agreement: { chosen: { nearness: AGREED_NEARNESS, cover: AGREED_COVER }, best: bestAgreement, table: agreement },
    classified: {
      chosen: { probability: CLASSIFIED_PROBABILITY, cover: CLASSIFIED_COVER },
      best: bestClassified,
      table: classifiedRows,
    },
  };
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(new URL('./results/chat-most-asked.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);

  const log = console.log;
  log(`\nMOST-ASKED QUESTIONS (${result.entries} entries)`);
  const names = { en: 'English', hi: 'Hindi', roman: 'Roman Hindi' } as const;
  for (const set of ['read', 'fresh'] as const) {
    log(`  held-out wordings, ${set === 'read' ? 'first set (read for misses)' : 'fresh set (never read)'}:`);
    for (const lang of ['en', 'hi', 'roman'] as const) {
      const f = result.heldOut[set][lang];
      log(`    ${names[lang].padEnd(12)} right ${(f.right * 100).toFixed(1)} % (${f.counts})`);
    }
    if (set === 'read') for (const miss of result.heldOut.read.misses) log(`    miss ${miss}`);
  }
  log('  threshold on the list (wordings each without itself, tuning questions): right, wrong, utility');
  for (const row of table) log(`    ${row.threshold.toFixed(2)}: ${row.right}, ${row.wrong}, ${row.utility}`);
  log(`  best on the list ${best?.threshold}; MOST_ASKED_THRESHOLD ${MOST_ASKED_THRESHOLD}`);
  log(`  with the widest entry agreeing, at ${MOST_ASKED_THRESHOLD}: nearness, cover: right, wrong, utility`);
  for (const row of agreement)
    log(`    ${row.nearness.toFixed(2)}, ${row.cover.toFixed(2)}: ${row.right}, ${row.wrong}, ${row.utility}`);
  log(
    `  best ${bestAgreement?.nearness}, ${bestAgreement?.cover}; AGREED_NEARNESS ${AGREED_NEARNESS}, AGREED_COVER ${AGREED_COVER}`,
  );
  log('  then the classifier: probability, cover: right, wrong, utility');
  for (const row of classifiedRows)
    log(`    ${row.probability.toFixed(2)}, ${row.cover.toFixed(2)}: ${row.right}, ${row.wrong}, ${row.utility}`);
  log(
    `  best ${bestClassified?.probability}, ${bestClassified?.cover}; CLASSIFIED_PROBABILITY ${CLASSIFIED_PROBABILITY}, CLASSIFIED_COVER ${CLASSIFIED_COVER}`,
  );
  return result;
}
