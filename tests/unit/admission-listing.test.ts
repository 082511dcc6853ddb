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

  it.each([{ limit: '101' }, { limit: '2.5' }, { cursor: 'abc' }, { status: 'archived' }, { extra: '1' }])(
    'refuses %o',
    (query) => {
      expect(listQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});
