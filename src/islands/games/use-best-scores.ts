import { useCallback, useEffect, useState } from 'react';
import { type BestScores, recordBest } from '../../domain/games-scoring';

const PREFIX = 'games:best:';

function load(key: string): BestScores {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

/**
 * Best scores of one game, kept in localStorage under `games:best:<key>` (read after hydration, so the
 * server-rendered page and the first client render agree). record() answers whether the score is a new best.
 */
export function useBestScores(key: string) {
  const [bests, setBests] = useState<BestScores>({});

  useEffect(() => setBests(load(key)), [key]);

  const record = useCallback(
    (id: string, score: number): boolean => {
      const result = recordBest(load(key), id, score);
      if (result.improved) {
        try {
          localStorage.setItem(PREFIX + key, JSON.stringify(result.bests));
        } catch {
          // Storage full or blocked: the best still shows until the page is left.
        }
      }
      setBests(result.bests);
      return result.improved;
    },
    [key],
  );

  return { bests, record };
}
