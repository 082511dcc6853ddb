import type { InvestorSummary } from '../../../src/api/admin-investors';
import { compactInvestorCode, displayInvestorCode, isWellFormedInvestorCode } from '../../../src/domain/investor-code';
import {
  type MonthlyAmounts,
  type MonthPayout,
  payoutMonths,
  recentPayouts,
  sumPayouts,
} from '../../../src/domain/payouts';
import { type BlobState, readWithEtag, type UpdateStart, updateBlob } from '../storage/blob-update';
import { store } from '../storage/stores';
import type { InvestorRecord } from './records';

/**
 * The back office's list of investors in a few small blobs, so that a page or a search costs a bounded number of
 * Blobs reads however many investors there are (the investor blob stays the truth). Shard `shard/<c>` holds every
 * investor whose code's first character after ATVN is `c` (codes are random, so about 1/31 each): one line per
 * investor, `[compact code, full name, holders, type, verification, payouts]`, sorted by code. A page reads the shard
 * of its cursor and the next few together, then the rest together when those hold too few (FIRST_SHARDS); a search
 * by code reads one shard; a search by name or holder reads every shard at once (about 80 bytes per investor, and
 * about 20 per month paid).
 * Shards are updated with conditional writes (blob-update.ts), so concurrent additions are never lost.
 *
 * `payouts` (src/domain/payouts.ts: month → rupees, the months a chart can still show; absent when none) keeps the
 * payouts chart from reading every investor: every write of a ledger puts its investor's line again (an addition, a
 * change, a transaction or reversal, a ledger upload, an import, the re-index), so the chart sums the shards.
 */
export const investorIndexStore = () => store('investor-index');

export const INVESTOR_PAGE_SIZE = 50;

type Line = [
  code: string,
  fullName: string,
  holders: string,
  type: string,
  verification: string,
  payouts?: MonthlyAmounts,
];

const SHARD_PREFIX = 'shard/';
const shardOf = (code: string) => `${SHARD_PREFIX}${code.charAt(4)}`;

function lineOf(code: string, record: InvestorRecord, now: Date): Line {
  const { accountHolders, accountType, accountVerificationStatus } = record.account;
  const payouts = recentPayouts(record.transactions, now);
  return Object.keys(payouts).length > 0
    ? [code, record.fullName, accountHolders, accountType, accountVerificationStatus, payouts]
    : [code, record.fullName, accountHolders, accountType, accountVerificationStatus];
}

const summaryOf = ([code, fullName, accountHolders, type, verification]: Line): InvestorSummary => ({
  investorCode: displayInvestorCode(code),
  fullName,
  accountHolders,
  accountType: type as InvestorSummary['accountType'],
  accountVerificationStatus: verification as InvestorSummary['accountVerificationStatus'],
});

const linesOf = (data: unknown): Line[] => (Array.isArray(data) ? (data as Line[]) : []);

/** Puts (or replaces) these lines in their shard, with a conditional write (from `start`'s read when given). */
function putLines(key: string, lines: readonly Line[], start: UpdateStart = {}): Promise<null> {
  return updateBlob(
    investorIndexStore(),
    `investor-index:${key}`,
    key,
    (current) => {
      const changed = new Set(lines.map(([code]) => code));
      const kept = linesOf(current).filter(([code]) => !changed.has(code));
      return { write: [...kept, ...lines].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), result: null };
    },
    start,
  );
}

/** Puts (or replaces) the lines of these investors (compact code → record), one conditional write per shard. */
export async function indexInvestors(records: ReadonlyMap<string, InvestorRecord>, now = new Date()): Promise<void> {
  const byShard = new Map<string, Line[]>();
  for (const [code, record] of records) {
    const key = shardOf(code);
    byShard.set(key, [...(byShard.get(key) ?? []), lineOf(code, record, now)]);
  }
  await Promise.all([...byShard].map(([key, lines]) => putLines(key, lines)));
}

/**
 * The shard that holds (or will hold) an investor's line, with its ETag. A write of one investor reads it alongside
 * the investor's own read or write and passes it to `indexInvestor` (each Blobs call waits for the network on
 * Netlify); a shard changed in between costs the update a retry, never a lost line.
 */
export const readShardOf = (code: string): Promise<BlobState> => readWithEtag(investorIndexStore(), shardOf(code));

/** Puts (or replaces) one investor's line; `start.from`, a `readShardOf` made before, saves reading its shard again. */
export const indexInvestor = async (code: string, record: InvestorRecord, start: UpdateStart = {}) => {
  await putLines(shardOf(code), [lineOf(code, record, new Date())], start);
};

async function shardKeys(): Promise<string[]> {
  const { blobs } = await investorIndexStore().list({ prefix: SHARD_PREFIX });
  return blobs.map((blob) => blob.key).sort();
}

const readShard = async (key: string) => linesOf(await investorIndexStore().get(key, { type: 'json' }));

export interface InvestorPage {
  investors: InvestorSummary[];
  nextCursor: string | null;
}

/**
 * Shards a page reads first, together: at about 13 investors a shard (some 400 in all) they fill a page of 50; a
 * smaller index has the rest of its shards read together next, so a page is at most two rounds of reads after the
 * listing, however the investors are spread (was one round per shard until the page was full).
 */
const FIRST_SHARDS = 4;

/** Up to `limit` investors by code, after `cursor` (a compact code) when given. */
export async function pageOfInvestors(cursor: string | undefined, limit = INVESTOR_PAGE_SIZE): Promise<InvestorPage> {
  const after = cursor ? compactInvestorCode(cursor) : '';
  const keys = (await shardKeys()).filter((key) => !after || key >= shardOf(after));
  const lines: Line[] = [];
  const take = (shards: Line[][]) => {
    for (const line of shards.flat()) if (line[0] > after) lines.push(line);
  };
  take(await Promise.all(keys.slice(0, FIRST_SHARDS).map(readShard)));
  if (lines.length <= limit) take(await Promise.all(keys.slice(FIRST_SHARDS).map(readShard)));
  return pageFrom(lines, limit);
}

function pageFrom(lines: Line[], limit: number): InvestorPage {
  const page = lines.slice(0, limit);
  const last = page.at(-1);
  return { investors: page.map(summaryOf), nextCursor: lines.length > limit && last ? last[0] : null };
}

const folded = (value: string) => value.normalize('NFC').toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

/**
 * Investors whose code starts with `query` (case, spaces and dashes ignored) or whose name or holders contain it,
 * by code, `limit` at a time after `cursor`.
 */
export async function searchInvestors(
  query: string,
  cursor: string | undefined,
  limit = INVESTOR_PAGE_SIZE,
): Promise<InvestorPage> {
  const code = compactInvestorCode(query);
  const after = cursor ? compactInvestorCode(cursor) : '';
  const keys = isWellFormedInvestorCode(code) ? [shardOf(code)] : await shardKeys();
  const words = folded(query);
  // A code may be typed with or without its ATVN.
  const matches = (line: Line) =>
    (code !== '' && (line[0].startsWith(code) || line[0].startsWith(`ATVN${code}`))) ||
    folded(line[1]).includes(words) ||
    folded(line[2]).includes(words);
  const shards = await Promise.all(keys.map(readShard));
  const lines = shards.flat().filter((line) => line[0] > after && matches(line));
  return pageFrom(lines, limit);
}

/** How many investors the index lists (every shard read: for commands and benches, not for a request). */
export async function indexedInvestorCount(): Promise<number> {
  const shards = await Promise.all((await shardKeys()).map(readShard));
  return shards.reduce((sum, lines) => sum + lines.length, 0);
}

/** Money paid out per month of the last 12, summed over every investor's line: every shard read at once. */
export async function payoutsByMonth(now = new Date()): Promise<MonthPayout[]> {
  const shards = await Promise.all((await shardKeys()).map(readShard));
  return sumPayouts(
    shards.flat().map((line) => line[5] ?? {}),
    payoutMonths(now),
  );
}

/** Takes an investor's line out of its shard (an addition undone); nothing when it has none. */
export async function unindexInvestor(code: string): Promise<void> {
  const key = shardOf(code);
  await updateBlob(investorIndexStore(), `investor-index:${key}`, key, (current) => {
    const lines = linesOf(current);
    const kept = lines.filter(([lineCode]) => lineCode !== code);
    return kept.length === lines.length ? { result: null } : { write: kept, result: null };
  });
}
