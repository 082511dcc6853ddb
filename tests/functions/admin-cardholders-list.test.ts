import { beforeAll, describe, expect, it } from 'vitest';
import findHolder from '../../netlify/functions/admin-cardholder-find.mts';
import { type CardHolderRecord, cardHolderStore, DECOY_PIN_HASH } from '../../netlify/lib/cardholders/records';
import { cardHolderPageSchema } from '../../src/api/admin-cardholders';
import { STAFF_ROLES, type StaffRole } from '../../src/domain/staff';
import { adminSessionCookie } from '../support/admin';
import { setUpTestBlobs } from '../support/blobs';
import { callFunction } from '../support/call';
import { hashCheaplyInThisFile } from '../support/cheap-hashing';

hashCheaplyInThisFile();
setUpTestBlobs({ seed: false, staff: true });

const HOLDERS = 130;
const SEARCH_REFUSED =
  'Search by part of a mobile number or of a name: letters, digits and spaces, up to 60 characters.';
const NAMES = ['Ravi Kumar', 'Anita Desai', 'सुनीता शर्मा', 'Mohammed Iqbal', 'Priya Nair'];
// 9100000000, 9100000001, …: every tenth holder's number ends in 7 (a partial-number search).
const numberOf = (i: number) => String(9_100_000_000 + i);
const nameOf = (i: number) => `${NAMES[i % NAMES.length]} ${i}`;

const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  const store = cardHolderStore();
  await Promise.all(
    Array.from({ length: HOLDERS }, (_, i) =>
      store.setJSON(numberOf(i), {
        cardHolderName: nameOf(i),
        accountNumber: `VX-${i}`,
        rechargeAmount: 499,
        validity: 30,
        rechargeEndDate: '2027-01-31',
        pinHash: DECOY_PIN_HASH,
      } satisfies CardHolderRecord),
    ),
  );
  for (const role of STAFF_ROLES) cookies[role] = await adminSessionCookie(role);
});

const list = (query: string, role: StaffRole = 'support', headers: Record<string, string> = {}) =>
  callFunction(findHolder, `/api/admin/cardholders?${query}`, { headers: { cookie: cookies[role] ?? '', ...headers } });

async function page(query: string, role: StaffRole = 'support') {
  const response = await list(query, role);
  expect(response.status).toBe(200);
  return cardHolderPageSchema.parse(await response.json());
}

/** Every page of a query, following nextCursor; the pages' sizes and the numbers in order. */
async function allPages(query: string) {
  const sizes: number[] = [];
  const numbers: string[] = [];
  let cursor: string | null = null;
  do {
    const answer = await page(cursor ? `${query}&cursor=${cursor}` : query);
    sizes.push(answer.cardHolders.length);
    numbers.push(...answer.cardHolders.map((holder) => holder.mobileNumber));
    cursor = answer.nextCursor;
  } while (cursor);
  return { sizes, numbers };
}

describe('GET /api/admin/cardholders?list=all and ?search=', () => {
  it('lists every card holder in pages of 50, in number order, each once, without a PIN hash', async () => {
    const { sizes, numbers } = await allPages('list=all');
    expect(sizes).toEqual([50, 50, 30]);
    expect(numbers).toEqual(Array.from({ length: HOLDERS }, (_, i) => numberOf(i)));
    const first = await (await list('list=all')).json();
    expect(JSON.stringify(first)).not.toContain('scrypt');
    expect(first.cardHolders[0]).toMatchObject({ cardHolderName: nameOf(0), mobileNumber: numberOf(0), revision: 0 });
  });

  it('finds card holders by part of a number, typed with spaces or +91', async () => {
    const { numbers } = await allPages('search=7');
    const expected = Array.from({ length: HOLDERS }, (_, i) => numberOf(i)).filter((n) => n.includes('7'));
    expect(numbers).toEqual(expected);
    expect(
      (await page(`search=${encodeURIComponent('+91 91000 001')}`)).cardHolders.map((h) => h.mobileNumber),
    ).toEqual(Array.from({ length: 30 }, (_, i) => numberOf(100 + i)).filter((n) => n.startsWith('9100000')));
  });

  it('finds card holders by part of a name, in any case, across pages', async () => {
    const { sizes, numbers } = await allPages(`search=${encodeURIComponent('KUMAR')}`);
    expect(sizes).toEqual([26]);
    expect(numbers).toEqual(
      Array.from({ length: HOLDERS }, (_, i) => i)
        .filter((i) => i % NAMES.length === 0)
        .map(numberOf),
    );
    const ravi = await page(`search=${encodeURIComponent('ravi kumar 12')}`);
    expect(ravi.cardHolders.map((holder) => holder.cardHolderName)).toEqual(['Ravi Kumar 120', 'Ravi Kumar 125']);
  });

  it('finds a Hindi name by part of it, the same composed or decomposed', async () => {
    const { numbers } = await allPages(`search=${encodeURIComponent('सुनीता')}`);
    expect(numbers).toHaveLength(26);
    const decomposed = 'शर्मा 2'.normalize('NFD');
    const found = await page(`search=${encodeURIComponent(decomposed)}`);
    // Holders 2, 22 and 27 (every fifth name is Hindi), in number order.
    expect(found.cardHolders.map((holder) => holder.cardHolderName)).toEqual([nameOf(2), nameOf(22), nameOf(27)]);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await page('search=Zebedee')).toEqual({ success: true, cardHolders: [], nextCursor: null });
  });

  it('refuses hostile searches with 400 cardSearchNotUnderstood, in English and Hindi', async () => {
    for (const hostile of ['.*', '(a+)+$', '[', '\\d', 'a|b', '<script>', '%', '', '   ', 'a'.repeat(10_000), '७७']) {
      const response = await list(`search=${encodeURIComponent(hostile)}`);
      expect([hostile.slice(0, 12), response.status]).toEqual([hostile.slice(0, 12), 400]);
      expect(await response.json()).toEqual({ success: false, code: 'cardSearchNotUnderstood', error: SEARCH_REFUSED });
    }
    const hindi = await list(`search=${encodeURIComponent('a'.repeat(10_000))}`, 'support', {
      'accept-language': 'hi',
    });
    expect((await hindi.json()).error).toBe('मोबाइल नंबर या नाम के किसी हिस्से से खोजें: अक्षर, अंक और स्पेस, 60 अक्षरों तक।');
  });

  it('refuses a cursor that is not a mobile number, and a list other than all', async () => {
    for (const query of ['list=all&cursor=..%2F..', 'list=some', 'search=ravi&list=all', 'list=all&cursor=1']) {
      const response = await list(query);
      expect([query, response.status]).toEqual([query, 400]);
      expect((await response.json()).code).toBe('invalidRequest');
    }
  });

  it('lets support and the owner list, and refuses the other roles (403) and no session (401)', async () => {
    for (const role of ['support', 'owner'] as const)
      expect((await page('list=all', role)).cardHolders).toHaveLength(50);
    for (const role of ['admissions', 'investor-relations'] as const) {
      expect((await list('list=all', role)).status).toBe(403);
      expect((await list('search=ravi', role)).status).toBe(403);
    }
    const anonymous = await callFunction(findHolder, '/api/admin/cardholders?list=all');
    expect(anonymous.status).toBe(401);
  });

  it('still finds one card by its whole mobile number', async () => {
    const response = await list(`mobile=${numberOf(42)}`);
    expect(response.status).toBe(200);
    expect((await response.json()).cardHolder).toMatchObject({
      mobileNumber: numberOf(42),
      cardHolderName: nameOf(42),
    });
  });
});
