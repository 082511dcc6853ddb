import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestChain } from '../../netlify/lib/storage/call-chain';

/** Calls as [start, length] pairs, each ending length later. */
const calls = (pairs: [number, number][]) => pairs.map(([started, length]) => ({ started, ended: started + length }));

describe('the longest chain of Blobs calls made one after another', () => {
  it('counts calls in sequence one by one and calls made together once', () => {
    expect(longestChain([])).toBe(0);
    expect(
      longestChain(
        calls([
          [0, 50],
          [50, 50],
          [100, 50],
        ]),
      ),
    ).toBe(3);
    expect(
      longestChain(
        calls([
          [0, 50],
          [1, 50],
          [2, 50],
        ]),
      ),
    ).toBe(1);
    // A read, then three together, then a write: three steps, whatever the order the calls are listed in.
    expect(
      longestChain(
        calls([
          [200, 50],
          [60, 50],
          [0, 50],
          [61, 80],
          [62, 50],
        ]),
      ),
    ).toBe(3);
  });

  it('is the longest path, not the first one found: a short call ahead of a long one does not hide it', () => {
    // 0-10, then 10-20 and 20-30 (a chain of 3); 0-100 overlaps them all; 100-110 follows both.
    expect(
      longestChain(
        calls([
          [0, 100],
          [0, 10],
          [10, 10],
          [20, 10],
          [100, 10],
        ]),
      ),
    ).toBe(4);
  });

  it('lies between 1 and the number of calls, and equals it when every call waits for the one before', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1000), fc.integer({ min: 1, max: 100 })), { minLength: 1 }), (pairs) => {
        const chain = longestChain(calls(pairs));
        expect(chain).toBeGreaterThanOrEqual(1);
        expect(chain).toBeLessThanOrEqual(pairs.length);
        let at = 0;
        const sequential = pairs.map(([, length]) => {
          const call = { started: at, ended: at + length };
          at += length;
          return call;
        });
        expect(longestChain(sequential)).toBe(pairs.length);
      }),
    );
  });

  it('agrees with checking every ordering of a few calls', () => {
    const brute = (list: { started: number; ended: number }[]): number => {
      const best = (last: { ended: number } | undefined, rest: typeof list): number =>
        Math.max(
          0,
          ...rest
            .filter((c) => !last || c.started >= last.ended)
            .map(
              (c) =>
                1 +
                best(
                  c,
                  rest.filter((other) => other !== c),
                ),
            ),
        );
      return best(undefined, list);
    };
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(200), fc.integer({ min: 1, max: 80 })), { maxLength: 7 }), (pairs) => {
        expect(longestChain(calls(pairs))).toBe(brute(calls(pairs)));
      }),
    );
  });
});
