import { commonWords } from '../i18n/namespaces/common';
import { pageWords } from '../i18n/page-locale';

/** What a call to the API gives back (src/api/client.ts reads the answers); no zod here, so any page may import it. */

/** `status` 0: the server was not reached (offline, DNS, aborted). */
export type ApiFailure<Details> = { ok: false; status: number; error: string; details: Details | null };
export type ApiResult<Value, Details> = { ok: true; value: Value; headers: Headers } | ApiFailure<Details>;

/** The failure of a call that never reached the server, in the page's language. */
export function unreached<Details>(): ApiFailure<Details> {
  return { ok: false, status: 0, error: pageWords(commonWords).networkError, details: null };
}
