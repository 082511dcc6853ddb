import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../src/domain/audit-changes';

describe('auditChanges: what an audit entry changed, field by field', () => {
  it('keeps only the fields whose value differs, lists compared whole', () => {
    const before = { email: 'a@example.org', name: 'Asha', roles: ['owner'], disabled: false };
    const after = { email: 'a@example.org', name: 'Asha', roles: ['support'], disabled: false };
    expect(auditChanges(before, after)).toEqual([{ field: 'roles', before: ['owner'], after: ['support'] }]);
  });

  it('shows every field of an addition as new, and of a removal as gone', () => {
    expect(auditChanges(null, { fullName: 'Ravi', amount: 100 })).toEqual([
      { field: 'fullName', before: undefined, after: 'Ravi' },
      { field: 'amount', before: undefined, after: 100 },
    ]);
    expect(auditChanges({ blocked: true }, null)).toEqual([{ field: 'blocked', before: true, after: undefined }]);
  });

  it('names a nested field by its path, and a plain value as "value"', () => {
    expect(
      auditChanges(
        { account: { accountType: 'single', holders: 'A' } },
        { account: { accountType: 'joint', holders: 'A' } },
      ),
    ).toEqual([{ field: 'account.accountType', before: 'single', after: 'joint' }]);
    expect(auditChanges(null, 'text')).toEqual([{ field: 'value', before: undefined, after: 'text' }]);
  });

  it('finds nothing in an entry that recorded no values', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ n: 1 }, { n: 1 })).toEqual([]);
  });
});
