import { describe, expect, it } from 'vitest';
import { listQuerySchema, parseSearchTerm } from '../../src/domain/admission-queries';

describe('parseSearchTerm', () => {
  it.each([
    ['avi-2026-7k3m9q', { kind: 'registration', value: 'AVI-2026-7K3M9Q' }],
    ['+91 98765 43210', { kind: 'mobile', value: '9876543210' }],
    ['098765-43210', { kind: 'mobile', value: '9876543210' }],
    [' Priya.Sharma@Example.in ', { kind: 'email', value: 'priya.sharma@example.in' }],
  ])('reads %s', (input, term) => {
    expect(parseSearchTerm(input)).toEqual(term);
  });

  it.each(['Priya', '12345', 'AVI-2026', '@example.in'])('refuses %s', (input) => {
    expect(parseSearchTerm(input)).toBeNull();
  });
});

describe('listQuerySchema', () => {
  it('defaults to the first page of 50 of every status and course', () => {
    expect(listQuerySchema.parse({})).toEqual({ status: 'all', course: 'all', limit: 50 });
  });

  it('reads a limit from the query string and keeps a cursor it gave out', () => {
    const cursor = '979593/8204303225000-AVI-2026-7K3M9Q';
    expect(listQuerySchema.parse({ limit: '100', cursor })).toMatchObject({ limit: 100, cursor });
  });

  it('reads the submission dates, either end alone or both, the same day at both ends', () => {
    expect(listQuerySchema.parse({ from: '2026-11-22', to: '2026-11-28' })).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(listQuerySchema.parse({ to: '2026-11-28' })).not.toHaveProperty('from');
    expect(listQuerySchema.parse({ from: '2026-11-28', to: '2026-11-28' }).from).toBe('2026-11-28');
  });

  it('refuses a range whose start is after its end, naming the start', () => {
    const result = listQuerySchema.safeParse({ from: '2026-11-29', to: '2026-11-28' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['from'], message: 'from must not be after to' }),
    ]);
  });

  it.each([
    { limit: '101' },
    { limit: '2.5' },
    { cursor: 'abc' },
    { status: 'archived' },
    { extra: '1' },
    { from: '28-11-2026' },
    { from: '2026-02-30' },
    { to: '2026-11-28T00:00' },
    { to: '' },
  ])('refuses %o', (query) => {
    expect(listQuerySchema.safeParse(query).success).toBe(false);
  });
});
