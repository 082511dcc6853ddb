import { atom } from 'nanostores';
import type { ApiResult } from '../api/api-result';
import type { AdmissionSummary } from '../domain/admin-summary';
import { type AdmissionStatus, displayStatus } from '../domain/admission';
import type { AdmissionRecord } from '../domain/admission-schemas';
import { type AdmissionPage, type ApplicationsFilter, loadApplications, searchApplications } from './admin';

/**
 * The applications the dashboard shows: a view's pages or a search's results, and the summary cards. Atoms plus
 * actions; only the latest request may fill the table (an older one, say a filter changed twice and then a search,
 * that answers late is dropped), and a 401 calls `onExpired` (the dashboard locks itself).
 */

export type Listing =
  | { kind: 'loading' }
  /** What failed: the server's message, or what was thrown (worded by src/i18n/failure-message.ts). */
  | { kind: 'error'; failure: unknown }
  | { kind: 'ready'; applications: AdmissionRecord[]; nextCursor: string | null; searched: string | null };

export const $listing = atom<Listing>({ kind: 'loading' });
export const $summary = atom<AdmissionSummary | null>(null);

let latest = 0;

/** A page (or a search): null after a 401 or when a newer request was made; throws the server's message otherwise. */
async function fetchPage(
  request: () => Promise<ApiResult<AdmissionPage, unknown>>,
  onExpired: () => void,
): Promise<AdmissionPage | null> {
  latest += 1;
  const own = latest;
  const result = await request();
  if (!result.ok && result.status === 401) {
    onExpired();
    return null;
  }
  if (!result.ok) throw new Error(result.error);
  if (own !== latest) return null;
  if (result.value.summary) $summary.set(result.value.summary);
  return result.value;
}

/** A first page in place of what was shown: a view's (searched null) or a search's. */
async function showFirst(
  request: () => Promise<ApiResult<AdmissionPage, unknown>>,
  searched: string | null,
  onExpired: () => void,
): Promise<void> {
  $listing.set({ kind: 'loading' });
  try {
    const page = await fetchPage(request, onExpired);
    if (page) $listing.set({ kind: 'ready', ...page, searched });
  } catch (failure) {
    $listing.set({ kind: 'error', failure });
  }
}

/** A view's first page, with the cards. */
export const showView = (filter: ApplicationsFilter, onExpired: () => void) =>
  showFirst(() => loadApplications(filter), null, onExpired);

/** The applications with this registration number, mobile number or e-mail. */
export const showSearch = (term: string, onExpired: () => void) =>
  showFirst(() => searchApplications(term), term, onExpired);

/** The view's next page, added below; throws the server's message when it could not be read. */
export async function showOlder(filter: ApplicationsFilter, onExpired: () => void): Promise<void> {
  const shown = $listing.get();
  if (shown.kind !== 'ready' || !shown.nextCursor) return;
  const cursor = shown.nextCursor;
  const page = await fetchPage(() => loadApplications(filter, cursor), onExpired);
  const now = $listing.get();
  if (page && now.kind === 'ready') {
    $listing.set({ ...now, applications: [...now.applications, ...page.applications], nextCursor: page.nextCursor });
  }
}

/** An application after a decision: its row, and the cards (the server's counters moved the same way). */
export function showDecision(before: AdmissionRecord, after: AdmissionRecord): void {
  const shown = $listing.get();
  if (shown.kind === 'ready') {
    $listing.set({
      ...shown,
      applications: shown.applications.map((a) => (a.registrationNumber === after.registrationNumber ? after : a)),
    });
  }
  const summary = $summary.get();
  if (summary) $summary.set(moveCount(summary, displayStatus(before.status), displayStatus(after.status)));
}

function moveCount(summary: AdmissionSummary, from: AdmissionStatus, to: AdmissionStatus): AdmissionSummary {
  if (from === to) return summary;
  return { ...summary, [from]: summary[from] - 1, [to]: summary[to] + 1 };
}
