import type { ApiResult } from '../api/api-result';
import type * as Client from '../api/client';
import type { LazyApi } from '../api/lazy-api';
import { saveBlob } from './save-blob';

/**
 * Fetches a file (`request`, with the client and the contracts of `api`) and saves it under the server's file name
 * (Content-Disposition), so a failed download (401, 404) is reported on the page instead of saving an error body as
 * a file. Resolves null when saved, else the message.
 */
export async function download<Contracts>(
  api: LazyApi<Contracts>,
  request: (client: typeof Client, contracts: Contracts) => Promise<ApiResult<Blob, unknown>>,
  fallbackName: string,
): Promise<string | null> {
  const result = await api.call(async (client, contracts) => {
    const answer = await request(client, contracts);
    if (answer.ok) saveBlob(answer.value, client.attachmentName(answer.headers, fallbackName));
    return answer;
  });
  return result.ok ? null : result.error;
}
