import { notFound } from '../http/errors';
import { checkToken, signToken } from '../security/signed-token';

/**
 * A snapshot can outlast a scheduled function's 30 seconds on Netlify (about 250 keys a second were read in our
 * measure: 30 s is some 7,000 keys), so the scheduled function only asks the background function (15 minutes) to
 * take it. The request carries a token signed for this purpose under SESSION_SECRET, valid 5 minutes: anyone else
 * gets 404, so no stranger can make the site read every store.
 */
const PURPOSE = 'backup-snapshot';
const TOKEN_SECONDS = 5 * 60;
export const SNAPSHOT_TRIGGER_PATH = '/api/internal/backup-snapshot';

/** Asks the background function to take the daily snapshot; its answer's status (202 from Netlify). */
export async function triggerSnapshot(origin = process.env.URL): Promise<number> {
  if (!origin) throw new Error('URL is not set: the site origin the background function is reached at');
  const token = await signToken(PURPOSE, [], TOKEN_SECONDS);
  const response = await fetch(new URL(SNAPSHOT_TRIGGER_PATH, origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the background snapshot answered ${response.status}`);
  return response.status;
}

/** Refuses (404) a request without a valid trigger token. */
export async function assertTriggered(req: Request): Promise<void> {
  const token = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token || (await checkToken(PURPOSE, token, [])) !== 'valid') throw notFound();
}
