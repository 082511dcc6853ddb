import type { CallOptions } from '../api/client';
import { attachmentName, callFile } from '../api/client';
import type { FileContract } from '../api/contract';
import { saveBlob } from './save-blob';

/**
 * Fetches a file and saves it under the server's file name (Content-Disposition), so a failed download (401, 404)
 * is reported on the page instead of saving an error body as a file. Resolves null when saved, else the message.
 */
export async function download<C extends FileContract>(
  contract: C,
  options: CallOptions<C>,
  fallbackName: string,
): Promise<string | null> {
  const result = await callFile(contract, options);
  if (!result.ok) return result.error;
  saveBlob(result.value, attachmentName(result.headers, fallbackName));
  return null;
}
