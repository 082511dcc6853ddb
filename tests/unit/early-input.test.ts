/**
 * The page's early-input keeper (src/browser/early-input.ts) and the islands (src/islands/common/early-events.ts)
 * declare the names they share each on their side, so the keeper's script imports nothing and is inlined: they must agree.
 */
import { describe, expect, it } from 'vitest';
import * as keeper from '../../src/browser/early-input';
import * as islands from '../../src/islands/common/early-events';

describe('the early-input protocol', () => {
  it('has the same names on the page side and the islands side', () => {
    const pageSide = [keeper.LATE_PART_ATTRIBUTE, keeper.READY_ATTRIBUTE, keeper.READY_EVENT, keeper.WANTED_EVENT];
    const islandSide = [
      islands.LATE_PART_ATTRIBUTE,
      islands.READY_ATTRIBUTE,
      islands.READY_EVENT,
      islands.WANTED_EVENT,
    ];
    expect(islandSide).toEqual(pageSide);
    expect(new Set(pageSide).size).toBe(pageSide.length);
  });
});
