import type { submitAdmission } from '../api/admissions';
import type { RequestOf } from '../api/contract';
import { lazyApi } from '../api/lazy-api';
import { download } from '../browser/download';
import { onDemand, prefetch } from '../browser/on-demand';
import { slipFileName } from '../domain/admission-files';
import type { Admission, AdmissionField } from '../domain/admission-schemas';
import type { Messages } from '../i18n/messages/en';

/** The public admission form's calls and checks: the application, sending it and downloading its slip. */

const admissionsApi = lazyApi(() => import('../api/admissions'));
const admissionSchemas = onDemand(() => import('../domain/admission-schemas'));

/** Starts loading the form's checks once the form is on screen, so the first submit does not wait for them. */
export function prefetchApplicationCheck(): void {
  prefetch(admissionSchemas);
}

/**
 * The form's input checked with the server's own schema, its messages in the page's language (`rules`): the
 * application, or the first message of each wrong field. The schema (and zod with it) loads with the first check,
 * not with the page; null when it cannot load (offline).
 */
export async function checkApplication(
  input: unknown,
  rules: Messages['admissionRules'],
): Promise<
  { ok: true; application: Admission } | { ok: false; fields: Partial<Record<AdmissionField, string>> } | null
> {
  let schemas: typeof import('../domain/admission-schemas');
  try {
    schemas = await admissionSchemas.load();
  } catch {
    return null;
  }
  const parsed = schemas.admissionInputSchemaIn(rules).safeParse(input);
  return parsed.success
    ? { ok: true, application: parsed.data }
    : { ok: false, fields: schemas.fieldErrors(parsed.error) };
}

export function submitApplication(input: RequestOf<typeof submitAdmission>) {
  return admissionsApi.call(({ callJson }, { submitAdmission }) => callJson(submitAdmission, { body: input }));
}

/** Saves the applicant's slip PDF; null when saved, else the reason. */
export function downloadApplicationSlip(registrationNumber: string): Promise<string | null> {
  return download(
    admissionsApi,
    ({ callFile }, { admissionSlip }) => callFile(admissionSlip, { params: { registrationNumber } }),
    slipFileName(registrationNumber),
  );
}
