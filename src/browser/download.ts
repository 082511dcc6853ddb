import type { CallOptions } from '../api/client';
import type { FileContract } from '../api/contract';
import type { LazyApi } from '../api/lazy-api';
import { saveBlob } from './save-blob';

/**
 * Fetches a file and saves it under the server's file name (Content-Disposition), so a failed download (401, 404)
 * is reported on the page instead of saving an error body as a file. Resolves null when saved, else the message.
 */
export async function download<Contracts, C extends FileContract>(
  api: LazyApi<Contracts>,
  contract: (contracts: Contracts) => C,
  options: CallOptions<NoInfer<C>>,
  fallbackName: string,
): Promise<string | null> {
  const result = await api.call(async ({ attachmentName, callFile }, contracts) => {
    const answer = await callFile(contract(contracts), options);
    if (answer.ok) saveBlob(answer.value, attachmentName(answer.headers, fallbackName));
    return answer;
  });
  return result.ok ? null : result.error;
}
