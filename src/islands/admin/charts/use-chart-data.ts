import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../api/api-result';
import { adminChartsWords } from '../../../i18n/namespaces/admin-charts';
import { useWords } from '../../common/use-messages';

/**
 * A chart's figures, asked for once when the chart is shown: the answer, or the refusal worded; a 401 hands over to
 * the sign-in (the session ended).
 */
export function useChartData<T>(
  load: () => Promise<ApiResult<T, unknown>>,
  onExpired: () => void,
): { data: T | null; error: string } {
  const words = useWords(adminChartsWords);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the chart is shown.
  useEffect(() => {
    void load().then((result) => {
      if (result.ok) return setData(result.value);
      if (result.status === 401) onExpired();
      else setError(words.couldNotLoad(result.error));
    });
  }, []);

  return { data, error };
}
