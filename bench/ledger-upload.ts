/**
 * npm run bench:ledger [-- --rows 10000]
 * A ledger upload of `rows` new investors through the use case (netlify/lib/investors/), against a local Blobs
 * server in a temporary directory: the preview, then the apply and as many /continue calls as it takes. Prints the
 * largest file the upload accepts (rows of this shape in MAX_LEDGER_FILE_BYTES), the time of each phase and of the
 * whole apply, and the number of calls.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setEnvironmentContext } from '@netlify/blobs';
import { advanceLedgerUpload } from '../netlify/lib/investors/advance-ledger-upload';
import { applyLedgerUpload } from '../netlify/lib/investors/apply-ledger-upload';
import { readState } from '../netlify/lib/investors/ledger-journal';
import { previewLedgerUpload } from '../netlify/lib/investors/preview-ledger-upload';
import { localBlobsServer } from '../scripts/lib/local-blobs-server';
import { MAX_LEDGER_FILE_BYTES } from '../src/domain/ledger-upload-limit';
import { newInvestorsFile, rowsThatFit } from '../tests/support/ledger-file';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = Number(values.rows);
const ACTOR = 'investors@demo.awaaz.in';
process.env.DEMO_MODE ??= '1';

const directory = await mkdtemp(join(tmpdir(), 'bench-ledger-'));
const server = localBlobsServer({ directory, token: 'bench' });
const { port } = await server.start();
const url = `http://127.0.0.1:${port}`;
setEnvironmentContext({ siteID: 'bench', token: 'bench', edgeURL: url, uncachedEdgeURL: url });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  const text = newInvestorsFile(ROWS);
  console.log(
    `largest file accepted: ${MAX_LEDGER_FILE_BYTES} bytes = ${rowsThatFit(MAX_LEDGER_FILE_BYTES)} rows of this shape; this file: ${ROWS} rows, ${Buffer.byteLength(text)} bytes`,
  );
  let mark = performance.now();
  const { token, versions, codes } = await previewLedgerUpload(ACTOR, text);
  console.log(`preview: ${seconds(performance.now() - mark)}`);
  const started = performance.now();
  mark = started;
  let progress = await applyLedgerUpload({
    actor: ACTOR,
    fileName: 'bench.csv',
    text,
    token,
    versions,
    codes,
    origin: url,
  });
  let calls = 1;
  let phase = (await readState(progress.uploadId))?.phase;
  const phases: string[] = [];
  for (;;) {
    const now = performance.now();
    phases.push(
      `call ${calls}: ${seconds(now - mark)}, then ${phase}, ${progress.rowsApplied}/${progress.rowsTotal} rows`,
    );
    mark = now;
    if (progress.state !== 'applying') break;
    progress = await advanceLedgerUpload(progress.uploadId, ACTOR);
    calls += 1;
    phase = (await readState(progress.uploadId))?.phase;
  }
  console.log(phases.join('\n'));
  console.log(`apply of ${ROWS} rows: ${seconds(performance.now() - started)} in ${calls} calls, ${progress.state}`);
} finally {
  await server.stop();
  await rm(directory, { recursive: true, force: true });
}
