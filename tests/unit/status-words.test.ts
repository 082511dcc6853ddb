import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUSES } from '../../src/domain/admission';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';

/** One set of status words: the slip, the student portal and the back office name each status alike. */
describe.each([
  ['en', en],
  ['hi', hi],
] as const)('status words (%s)', (_locale, messages) => {
  const places = {
    slip: messages.documents.statuses,
    portal: messages.studentPortal.statuses,
    badge: messages.admin.statuses,
    filter: messages.admin.statusNames,
  };

  it.each(ADMISSION_STATUSES)('%s is one word in every place', (status) => {
    const words = new Set(Object.values(places).map((set) => set[status]));
    expect([...words]).toHaveLength(1);
  });

  it('gives the three statuses three different words', () => {
    expect(new Set(ADMISSION_STATUSES.map((status) => places.portal[status])).size).toBe(3);
  });
});
