/**
 * npm run bench:password-hash — how long one scrypt hash takes at the production cost (N = 2^17, r = 8, p = 1,
 * 128 MB), the cost every admin password check and card-holder PIN check pays. Prints the median and the range of
 * RUNS hashes, with the machine's load so figures from a busy machine can be read as such.
 */
import { cpus, loadavg } from 'node:os';
import { DEFAULT_SCRYPT, hashPassword } from '../netlify/lib/security/password-hash';

const RUNS = 7;

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  await hashPassword('a long admin passphrase');
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const memoryMb = (128 * DEFAULT_SCRYPT.N * DEFAULT_SCRYPT.r) / 2 ** 20;
console.log(`scrypt N=2^${Math.log2(DEFAULT_SCRYPT.N)} r=${DEFAULT_SCRYPT.r} p=${DEFAULT_SCRYPT.p} (${memoryMb} MB)`);
console.log(
  `one hash: median ${median.toFixed(0)} ms, range ${times[0]?.toFixed(0)}–${times.at(-1)?.toFixed(0)} ms over ${RUNS} runs`,
);
console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
