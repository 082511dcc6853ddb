import type { submitAdmission } from '../api/admissions';
import type { RequestOf } from '../api/contract';
import { lazyApi } from '../api/lazy-api';
import { withPageWords } from '../i18n/part-words';
import { importAgain, onDemand, prefetch } from '../loading/on-demand';
import type { checkInput } from './admission-check';

/** The public admission form's calls and checks: the application and sending it (its slip: ./admission-slip.ts). */

export const admissionsApi = lazyApi(() => import('../api/admissions'));
const admissionCheck = onDemand(() => importAgain(() => import('./admission-check')).then(withPageWords));

/** Starts loading the form's checks once the form is on screen, so the first submit does not wait for them. */
export function prefetchApplicationCheck(): void {
  prefetch(admissionCheck);
}

/**
 * The form's input checked with the server's own schema, its messages in the page's language (./admission-check.ts):
 * the schema, zod and those messages load with the first check, not with the page; null when they cannot load
 * (offline).
 */
export async function checkApplication(input: unknown): Promise<ReturnType<typeof checkInput> | null> {
  try {
    return (await admissionCheck.load()).checkInput(input);
  } catch {
    return null;
  }
}

export function submitApplication(input: RequestOf<typeof submitAdmission>) {
  return admissionsApi.call(({ callJson }, { submitAdmission }) => callJson(submitAdmission, { body: input }));
}
