/**
 * npm run bench:tts — real-time factor of the embedded speech engine (seconds of audio per second of compute,
 * eSpeak-NG synthesis and MP3 encoding included) for Hindi and English, cold (first call in a fresh process)
 * and warm (median of N calls). Each language runs in its own child process so that "cold" is really cold.
 * RTF is given on wall-clock time (median and best call) and, because a shared machine's load skews wall
 * time, on the process's CPU time too.
 * Then p50 latency of POST /api/elevenlabs/text-to-speech through the local server (`netlify serve` on
 * BENCH_TTS_PORT, default 8920, +3 and +4 for its static and functions servers, after `npm run seed`), signed in
 * as the demo card holder; --no-server skips it.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { EmbeddedVoiceProvider } from '../netlify/lib/voice/embedded-engine';

const WARM_RUNS = 15;
const CASES = {
  hindi: {
    voiceId: 'espeak-hi-f3',
    text: 'नमस्ते! हमारे संस्थान में आपका स्वागत है। यहाँ लड़कियाँ छह महीने तक मुफ़्त में आवाज़ अभिनय सीखती हैं, हर हफ़्ते व्यक्तित्व विकास का एक पूरा दिन होता है, और अनुभवी शिक्षक हर कदम पर साथ देते हैं।',
  },
  english: {
    voiceId: 'espeak-en-m3',
    text: 'Welcome to our voice acting institute in New Delhi. Girls learn voice recording, character voices, dubbing and audio editing for six months, free of charge, with a full personality development day every week.',
  },
  'hindi-long': {
    voiceId: 'espeak-hi-m3',
    text: 'नमस्ते! हमारे संस्थान में आपका स्वागत है। यहाँ लड़कियाँ छह महीने तक मुफ़्त में आवाज़ अभिनय सीखती हैं। '.repeat(20),
  },
} as const;
type CaseName = keyof typeof CASES;

interface Timing {
  audioSeconds: number;
  /** Wall-clock time of the call. */
  computeSeconds: number;
  /** CPU time this process spent (user + system, all threads): less sensitive to other load on the machine. */
  cpuSeconds: number;
}

interface CaseResult {
  name: CaseName;
  characters: number;
  cold: Timing;
  warm: Timing[];
}

async function timeOnce(engine: EmbeddedVoiceProvider, name: CaseName): Promise<Timing> {
  const { text, voiceId } = CASES[name];
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await engine.synthesize({ text, voiceId });
  const computeSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { audioSeconds: result.durationSeconds ?? 0, computeSeconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** Child mode: one fresh process per case, the first call is the cold one. */
async function runChild(name: CaseName): Promise<void> {
  const engine = new EmbeddedVoiceProvider();
  const cold = await timeOnce(engine, name);
  const warm: Timing[] = [];
  for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeOnce(engine, name));
  const result: CaseResult = { name, characters: CASES[name].text.length, cold, warm };
  process.stdout.write(JSON.stringify(result));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const SERVER_RUNS = 20;

/** p50/p95 latency of text to speech through the local server, end to end and inside the handler. */
async function serverLatency(): Promise<void> {
  const { runCommand } = await import('../scripts/lib/run-command.mjs');
  const { startBenchServer } = await import('./lib/bench-server.mjs');
  const { percentile } = await import('./lib/percentile.mjs');
  const port = Number(process.env.BENCH_TTS_PORT ?? 8920);
  await runCommand('npx', ['tsx', 'scripts/seed.ts']);
  console.log(`\nStarting netlify serve on port ${port} (builds the site first)…`);
  const server = await startBenchServer({ port, build: true });
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: '9876543210', securityPin: '2468' }),
    });
    if (!login.ok) throw new Error(`demo card holder login answered ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const rows: string[] = [];
    for (const name of ['hindi', 'english'] as const) {
      const { text, voiceId } = CASES[name];
      const once = async () => {
        const started = performance.now();
        const response = await fetch(`${server.base}/api/elevenlabs/text-to-speech`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ text, voice_id: voiceId }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`text to speech answered ${response.status}`);
        return performance.now() - started;
      };
      await once();
      const times: number[] = [];
      for (let i = 0; i < SERVER_RUNS; i++) times.push(await once());
      times.sort((a, b) => a - b);
      rows.push(
        `| ${name.padEnd(7)} | ${String(text.length).padStart(5)} | ${percentile(times, 50).toFixed(0).padStart(6)} | ${percentile(times, 95).toFixed(0).padStart(6)} |`,
      );
    }
    const inside = [...(server.handlerMs.get('/api/elevenlabs/text-to-speech') ?? [])].sort(
      (a: number, b: number) => a - b,
    );
    console.log(
      `POST /api/elevenlabs/text-to-speech through netlify serve, card holder, ${SERVER_RUNS} sequential requests after 1 warm-up`,
    );
    console.log('| case    | chars | p50 ms | p95 ms |');
    console.log('|---------|-------|--------|--------|');
    for (const row of rows) console.log(row);
    console.log(`Handler time (the function's own log), both cases: p50 ${percentile(inside, 50)} ms.`);
  } finally {
    await server.stop();
  }
}

function runParent(): void {
  const self = fileURLToPath(import.meta.url);
  const rows: string[][] = [];
  let warmFloor = Number.POSITIVE_INFINITY;
  for (const name of Object.keys(CASES) as CaseName[]) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', name], { encoding: 'utf8' });
    if (child.status !== 0) {
      process.stderr.write(child.stderr);
      throw new Error(`benchmark child for ${name} failed`);
    }
    const result = JSON.parse(child.stdout) as CaseResult;
    const warmCompute = median(result.warm.map((t) => t.computeSeconds));
    const warmCpu = median(result.warm.map((t) => t.cpuSeconds));
    const warmBest = Math.min(...result.warm.map((t) => t.computeSeconds));
    const audio = result.cold.audioSeconds;
    const warmRtf = audio / warmCompute;
    if (name !== 'hindi-long') warmFloor = Math.min(warmFloor, warmRtf);
    rows.push([
      name,
      String(result.characters),
      audio.toFixed(2),
      (result.cold.computeSeconds * 1000).toFixed(0),
      (audio / result.cold.computeSeconds).toFixed(1),
      (warmCompute * 1000).toFixed(1),
      warmRtf.toFixed(1),
      (audio / warmBest).toFixed(1),
      (audio / warmCpu).toFixed(1),
    ]);
  }
  const header = [
    'case',
    'chars',
    'audio s',
    'cold ms',
    'cold RTF',
    `warm ms (p50 of ${WARM_RUNS})`,
    'warm RTF',
    'best warm RTF',
    'warm RTF (CPU time)',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')} |`;
  console.log(
    'Embedded TTS (eSpeak-NG wasm + LAME MP3 64 kbit/s mono 22.05 kHz), RTF = audio seconds / compute seconds',
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${load} (1/5/15 min).`);
  console.log(
    `Target: warm RTF >= 50 (wall clock, short texts): ${warmFloor >= 50 ? 'met' : 'NOT met'} (lowest ${warmFloor.toFixed(1)}).`,
  );
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) await runChild(process.argv[childIndex + 1] as CaseName);
else {
  runParent();
  if (!process.argv.includes('--no-server')) await serverLatency();
}
