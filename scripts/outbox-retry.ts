/**
 * npm run outbox:retry [-- --every <seconds>] [-- --dev]
 * The outbox job (netlify/lib/mail/outbox.ts) on the local Blobs sandbox of `netlify serve` (or, with --dev, of
 * `astro dev`), or on the deployed site's stores when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set: once, or with
 * --every, again and again at that interval until stopped (`npm start` runs it so, as Netlify runs the scheduled
 * function outbox-retry). Mail goes to SMTP_URL (unset: the local catcher on 127.0.0.1:1025).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { runOutbox } from '../netlify/lib/mail/outbox';
import { type BlobsTarget, withBlobs } from './lib/blobs-target';

const { values } = parseArgs({ options: { dev: { type: 'boolean' }, every: { type: 'string' } } });
const target: BlobsTarget = values.dev ? 'dev' : 'serve';
const everySeconds = values.every === undefined ? null : Number(values.every);
if (everySeconds !== null && !(everySeconds >= 1)) throw new Error('--every takes a number of seconds (1 or more)');

const summary = ({ sent, retry, gaveUp, waiting, complete }: Awaited<ReturnType<typeof runOutbox>>) =>
  `outbox: ${sent} sent, ${retry} to retry, ${gaveUp} given up, ${waiting} waiting${complete ? '' : ' (stopped at its time budget)'}`;

await withBlobs(target, async () => {
  for (;;) {
    const report = await runOutbox().catch((error: unknown) => {
      console.error(`outbox: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    // A quiet loop stays quiet: only runs that did something are printed.
    if (report && (everySeconds === null || report.sent + report.retry + report.gaveUp > 0))
      console.log(summary(report));
    if (everySeconds === null) return;
    await sleep(everySeconds * 1000);
  }
});
