import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionRecord } from '../../src/domain/admission-schemas';
import {
  $listing,
  $summary,
  showDecision,
  showOlder,
  showSearch,
  showView,
} from '../../src/stores/applications-listing';

/** The dashboard's store: only the latest request fills the table, pages add up, a 401 locks, a decision moves a card. */

const record = (registrationNumber: string, status: AdmissionRecord['status'] = 'pending'): AdmissionRecord => ({
  id: `id-${registrationNumber}`,
  registrationNumber,
  firstName: 'Test',
  lastName: 'Applicant',
  email: 'test.applicant@example.in',
  mobileNumber: '9876500011',
  age: 19,
  gender: 'Female',
  qualification: 'Class 12',
  disabilityStatus: 'No',
  course: 'coding',
  submittedAt: '2026-11-28T06:00:00.000Z',
  status,
});
const summary = { total: 3, pending: 2, approved: 1, rejected: 0, thisWeek: 3 };
const page = (numbers: string[], nextCursor: string | null = null, withSummary = true) =>
  Response.json({
    success: true,
    applications: numbers.map((n) => record(n)),
    nextCursor,
    summary: withSummary ? summary : null,
  });

const view = { status: 'all', course: 'all' } as const;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  $listing.set({ kind: 'loading' });
  $summary.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the applications listing', () => {
  it('keeps the answer of the latest request when an earlier one answers after it', async () => {
    let answerFirst: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    fetchMock.mockResolvedValueOnce(page(['AVI-2026-5EARCH'], null, false));
    const first = showView(view, () => {});
    await showSearch('AVI-2026-5EARCH', () => {});
    answerFirst(page(['AVI-2026-0LDVEW']));
    await first;
    expect($listing.get()).toMatchObject({ kind: 'ready', searched: 'AVI-2026-5EARCH' });
    expect(
      ($listing.get() as { applications: AdmissionRecord[] }).applications.map((a) => a.registrationNumber),
    ).toEqual(['AVI-2026-5EARCH']);
  });

  it('adds an older page below the first and sends its cursor', async () => {
    fetchMock.mockResolvedValueOnce(page(['AVI-2026-AAAAAA'], '979000/0000000000001-AVI-2026-AAAAAA'));
    fetchMock.mockResolvedValueOnce(page(['AVI-2026-BBBBBB'], null, false));
    await showView(view, () => {});
    expect($summary.get()).toEqual(summary);
    await showOlder(view, () => {});
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('cursor=979000');
    expect($listing.get()).toMatchObject({ kind: 'ready', nextCursor: null });
    expect(($listing.get() as { applications: AdmissionRecord[] }).applications).toHaveLength(2);
    expect($summary.get()).toEqual(summary);
  });

  it('calls onExpired on a 401 and shows an error on any other failure', async () => {
    const expired = vi.fn();
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, code: 'adminLoginRequired', error: 'x' }, { status: 401 }),
    );
    await showView(view, expired);
    expect(expired).toHaveBeenCalledOnce();
    fetchMock.mockResolvedValueOnce(
      Response.json({ success: false, code: 'internalError', error: 'x' }, { status: 500 }),
    );
    await showView(view, expired);
    // The server's words travel with the error, for the section to say what failed.
    expect($listing.get()).toEqual({ kind: 'error', failure: new Error('x') });
  });

  it('shows a decision in its row and moves one application between the cards', async () => {
    fetchMock.mockResolvedValueOnce(page(['AVI-2026-AAAAAA', 'AVI-2026-BBBBBB']));
    await showView(view, () => {});
    showDecision(record('AVI-2026-BBBBBB'), record('AVI-2026-BBBBBB', 'approved'));
    const shown = $listing.get() as { applications: AdmissionRecord[] };
    expect(shown.applications.map((a) => a.status)).toEqual(['pending', 'approved']);
    expect($summary.get()).toEqual({ ...summary, pending: 1, approved: 2 });
  });
});
