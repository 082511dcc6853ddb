/**
 * What an audit entry changed, field by field: the values before and after (each an object of fields, or null)
 * become the fields whose value differs, in the order they first appear. A nested object's fields are named by
 * their path (`account.accountType`); lists and other values are compared whole. A field only before (or only
 * after) shows as undefined on the other side.
 */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Fields = Map<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix = '', into: Fields = new Map()): Fields {
  if (!isPlainObject(value)) {
    if (value !== null && value !== undefined) into.set(prefix || 'value', value);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner)) flatten(inner, path, into);
    else into.set(path, inner);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter((field) => !same(old.get(field), now.get(field)))
    .map((field) => ({ field, before: old.get(field), after: now.get(field) }));
}
