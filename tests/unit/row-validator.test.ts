import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { csvNumber, ImportError } from '../../netlify/lib/import/import-rows';
import { validateRows } from '../../netlify/lib/import/row-validator';

const schema = z.object({ id: z.string().optional(), amount: z.number().nonnegative() }).strict();
const byId = { field: 'id', key: (row: z.output<typeof schema>) => row.id };
const problemsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error.problems;
    throw error;
  }
  return [];
};

describe('validateRows', () => {
  it('returns every valid row with its line', () => {
    const rows = [
      { line: 2, value: { id: 'a', amount: 1 } },
      { line: 5, value: { amount: 0 } },
    ];
    expect(validateRows(rows, schema, byId)).toEqual([
      { line: 2, row: { id: 'a', amount: 1 } },
      { line: 5, row: { amount: 0 } },
    ]);
  });

  it('reports every bad row and every repeated key at once, by line', () => {
    const rows = [
      { line: 2, value: { id: 'a', amount: -1 } },
      { line: 3, value: { id: 'b', amount: 1 } },
      { line: 4, value: { id: 'b', amount: 2 } },
      { line: 5, value: { amount: 1, extra: true } },
      { line: 6, value: { amount: 1 } },
      { line: 7, value: { amount: 2 } },
    ];
    const problems = problemsOf(() => validateRows(rows, schema, byId));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^line 2: amount: /);
    expect(problems[1]).toMatch(/^line 5: /);
    expect(problems[2]).toBe('line 4: id: duplicate of line 3');
  });

  it('accepts any set of distinct keys and refuses any repeat', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (ids, pick) => {
          const rows = ids.map((id, i) => ({ line: i + 2, value: { id, amount: i } }));
          expect(validateRows(rows, schema, byId)).toHaveLength(ids.length);
          const repeated = ids[pick % ids.length] ?? '';
          const withRepeat = [...rows, { line: ids.length + 2, value: { id: repeated, amount: 0 } }];
          expect(problemsOf(() => validateRows(withRepeat, schema, byId))).toEqual([
            `line ${ids.length + 2}: id: duplicate of line ${ids.indexOf(repeated) + 2}`,
          ]);
        },
      ),
    );
  });
});

describe('csvNumber', () => {
  it('turns well-formed numbers into numbers and leaves anything else as text', () => {
    expect(csvNumber('12')).toBe(12);
    expect(csvNumber('-3.5')).toBe(-3.5);
    for (const text of ['', '1e3', '12abc', '1,000', '.5']) expect(csvNumber(text)).toBe(text);
  });
});
