import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchTerm } from '../../src/domain/admission-queries';
import { emailKey } from '../../src/domain/email-key';

describe('emailKey', () => {
  it('is one key for an address however it was typed', () => {
    expect(emailKey('  Priya.Sharma@Example.IN ')).toBe('priya.sharma@example.in');
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(emailKey(` ${address.toUpperCase()}\t`)).toBe(emailKey(address));
      }),
    );
  });

  it('is how the back office searches an address', () => {
    expect(parseSearchTerm('Priya.Sharma@Example.IN')).toEqual({ kind: 'email', value: 'priya.sharma@example.in' });
  });
});
