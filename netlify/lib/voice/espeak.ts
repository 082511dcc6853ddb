/**
 * eSpeak-NG (WebAssembly, from the text2wav package) driven directly, kept warm between calls.
 *
 * text2wav's own wrapper reads and compiles the 850 KB wasm on every call, passes the text as a command-line
 * argument (text starting with "-" is taken for a flag and the promise never settles), lets the emscripten
 * runtime call process.exit() on an eSpeak error, and leaves two process listeners behind per call (each
 * holding a 16 MB wasm memory). Here instead:
 * - the wasm is compiled once per process (module level) and each call only instantiates it (a few ms);
 * - the text goes through a file in the in-memory file system (`-f`), never through argv, so no text can be
 *   read as an option;
 * - the WAV output goes to a character device that streams the PCM to the caller as eSpeak writes it
 *   (no 160 MB array for a 50 000-character text), and exit/abort reject the promise;
 * - the listeners the runtime adds to `process` are removed again;
 * - eSpeak's data is read from disk once per process and served from memory (espeak-data-fs.ts): eSpeak
 *   reads its ~250 voice files on every start, which through the host file system cost more than the speech
 *   itself for a short text. The output is byte-identical.
 * Options are passed as strings (text2wav's pitfall: numbers are ignored or garble the audio).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type DataDirectory, dataFileSystem, type EmscriptenFsCore, readDataDirectory } from './espeak-data-fs';
import { ProviderError } from './provider-error';

/** eSpeak settings, as the strings its command line takes. */
export interface EspeakSettings {
  /** Voice and variant, e.g. 'hi+f3', 'en-us+m3'. */
  voice: string;
  /** 0-99. */
  pitch: string;
  /** Words per minute, 80-450. */
  speed: string;
}

export interface SpeechPcm {
  sampleRate: number;
  sampleCount: number;
}

interface EmscriptenStream {
  position: number;
}

interface DeviceOps {
  open(stream: EmscriptenStream): void;
  close(stream: EmscriptenStream): void;
  llseek(stream: EmscriptenStream, offset: number, whence: number): number;
  write(stream: EmscriptenStream, buffer: Uint8Array, offset: number, length: number, position: number): number;
}

interface EmscriptenFS extends EmscriptenFsCore {
  writeFile(path: string, data: string): void;
  mkdir(path: string): void;
  mount(type: ReturnType<typeof dataFileSystem>, options: object, mountPoint: string): void;
  unmount(mountPoint: string): void;
  makedev(major: number, minor: number): number;
  registerDevice(device: number, ops: DeviceOps): void;
  mkdev(path: string, device: number): void;
}

interface EspeakModuleConfig {
  arguments: string[];
  FS?: EmscriptenFS;
  print(line: string): void;
  printErr(line: string): void;
  instantiateWasm(
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance) => void,
  ): Record<string, never>;
  preRun: Array<() => void>;
  postRun(): void;
  quit(status: number, toThrow: unknown): never;
  onAbort(what: unknown): void;
}

const require = createRequire(import.meta.url);
/** Where text2wav's post.js mounts the package folder, so that eSpeak finds /usr/share/espeak-ng-data. */
const DATA_MOUNT = '/usr/share';
const IN_PATH = '/input.txt';
const OUT_PATH = '/output.wav';
const WAV_HEADER_BYTES = 44;
/** A call that has not finished by then has failed without telling (eSpeak runs synchronously once started). */
const SETTLE_TIMEOUT_MS = 60_000;

const SETTINGS_PATTERNS: Record<keyof EspeakSettings, RegExp> = {
  voice: /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*(?:\+[a-z0-9]{1,12})?$/i,
  pitch: /^\d{1,2}$/,
  speed: /^(?:[89]\d|[1-3]\d\d|4[0-4]\d|450)$/,
};

let packageDir: string | undefined;

/**
 * A file of the text2wav package, resolved on first use so that a deploy missing it (see netlify.toml
 * included_files) still loads this module and can serve ElevenLabs.
 */
function packageFile(...parts: string[]): string {
  if (!packageDir) {
    try {
      packageDir = dirname(require.resolve('text2wav/package.json'));
    } catch (error) {
      throw new ProviderError('engine_failure', 'The embedded speech engine is not installed (text2wav).', {
        cause: error,
      });
    }
  }
  return join(packageDir, ...parts);
}

let compiled: Promise<WebAssembly.Module> | undefined;
let factory: ((config: EspeakModuleConfig) => void) | undefined;

/**
 * Compiles the eSpeak wasm and reads its data once per process; later calls reuse both.
 * Call early to take the cost up front.
 */
export function warmUpEspeak(): Promise<WebAssembly.Module> {
  if (!compiled) {
    compiled = (async () => {
      const wasm = readFileSync(packageFile('lib', 'espeak-ng.wasm'));
      loadData();
      return WebAssembly.compile(wasm);
    })().catch((error: unknown) => {
      compiled = undefined;
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('engine_failure', 'The embedded speech engine could not load.', { cause: error });
    });
  }
  return compiled;
}

function loadFactory(): (config: EspeakModuleConfig) => void {
  factory ??= require(packageFile('lib', 'espeak-ng.js')) as (config: EspeakModuleConfig) => void;
  return factory;
}

let dataRoot: DataDirectory | undefined;

function loadData(): DataDirectory {
  dataRoot ??= readDataDirectory(packageFile('espeak-ng-data'));
  return dataRoot;
}

/** Replaces the host-file-system mount of text2wav's post.js with the shared in-memory data. */
function mountData(fs: EmscriptenFS): void {
  const dataPath = `${DATA_MOUNT}/espeak-ng-data`;
  fs.unmount(DATA_MOUNT);
  fs.mkdir(dataPath);
  fs.mount(dataFileSystem(fs, loadData()), {}, dataPath);
}

export function assertEspeakSettings(settings: EspeakSettings): void {
  for (const key of Object.keys(SETTINGS_PATTERNS) as Array<keyof EspeakSettings>) {
    if (typeof settings[key] !== 'string' || !SETTINGS_PATTERNS[key].test(settings[key])) {
      throw new TypeError(`Invalid eSpeak ${key}: ${JSON.stringify(settings[key])}`);
    }
  }
}

/**
 * The device eSpeak writes its WAV file to: keeps the 44-byte header (for the sample rate), ignores the
 * size fields eSpeak rewrites when it closes the file, and hands the 16-bit samples on in order.
 */
class PcmDevice {
  readonly header = new Uint8Array(WAV_HEADER_BYTES);
  sampleRate = 0;
  sampleCount = 0;
  private end = 0;
  private carry: number | undefined;

  constructor(private readonly onPcm: (samples: Int16Array, sampleRate: number) => void) {}

  readonly ops: DeviceOps = {
    open: () => {},
    close: () => {},
    llseek: (stream, offset, whence) => {
      const base = whence === 1 ? stream.position : whence === 2 ? this.end : 0;
      return base + offset;
    },
    write: (_stream, buffer, offset, length, position) => {
      this.write(buffer.subarray(offset, offset + length), position);
      return length;
    },
  };

  private write(bytes: Uint8Array, position: number): void {
    let chunk = bytes;
    let at = position;
    if (at < WAV_HEADER_BYTES) {
      const headerPart = chunk.subarray(0, WAV_HEADER_BYTES - at);
      // Before any sample is written this is the header; later it is only eSpeak patching the sizes.
      if (this.end <= WAV_HEADER_BYTES) this.header.set(headerPart, at);
      chunk = chunk.subarray(headerPart.length);
      at += headerPart.length;
      this.end = Math.max(this.end, at);
      if (at === WAV_HEADER_BYTES && this.sampleRate === 0) this.readHeader();
    }
    if (chunk.length === 0) return;
    if (at !== this.end) throw new Error(`eSpeak wrote out of order (at ${at}, expected ${this.end}).`);
    this.end += chunk.length;
    this.emit(chunk);
  }

  private readHeader(): void {
    const view = new DataView(this.header.buffer);
    const tag = (offset: number) => String.fromCharCode(...this.header.subarray(offset, offset + 4));
    if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(36) !== 'data' || view.getUint16(34, true) !== 16) {
      throw new Error('eSpeak wrote an unexpected WAV header.');
    }
    this.sampleRate = view.getUint32(24, true);
  }

  private emit(chunk: Uint8Array): void {
    const pending = this.carry === undefined ? 0 : 1;
    const total = pending + chunk.length;
    const usable = total - (total % 2);
    if (usable > 0) {
      const aligned = new Uint8Array(usable);
      if (this.carry !== undefined) aligned[0] = this.carry;
      aligned.set(chunk.subarray(0, usable - pending), pending);
      const samples = new Int16Array(aligned.buffer);
      this.sampleCount += samples.length;
      this.onPcm(samples, this.sampleRate);
    }
    this.carry = total % 2 === 1 ? chunk[chunk.length - 1] : undefined;
  }
}

/** Runs the emscripten factory and removes the process listeners it adds (one pair per call otherwise). */
function runDetached(config: EspeakModuleConfig): void {
  const before = {
    uncaughtException: new Set(process.listeners('uncaughtException')),
    unhandledRejection: new Set(process.listeners('unhandledRejection')),
  };
  try {
    loadFactory()(config);
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.uncaughtException.has(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!before.unhandledRejection.has(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

/**
 * Speaks `text` with eSpeak-NG and streams 16-bit mono PCM chunks to `onPcm` while it is produced.
 * Resolves with the sample rate and the number of samples.
 */
export async function speakToPcm(
  text: string,
  settings: EspeakSettings,
  onPcm: (samples: Int16Array, sampleRate: number) => void,
): Promise<SpeechPcm> {
  assertEspeakSettings(settings);
  const wasm = await warmUpEspeak();
  return new Promise<SpeechPcm>((resolve, reject) => {
    const device = new PcmDevice(onPcm);
    const stderr: string[] = [];
    let settled = false;
    const fail = (reason: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const detail = stderr.join(' ').trim();
      reject(
        reason instanceof ProviderError
          ? reason
          : new ProviderError('engine_failure', `The embedded speech engine failed${detail ? `: ${detail}` : '.'}`, {
              cause: reason,
            }),
      );
    };
    const timer = setTimeout(() => fail(new Error('eSpeak did not finish')), SETTLE_TIMEOUT_MS);
    timer.unref();

    const config: EspeakModuleConfig = {
      arguments: ['-v', settings.voice, '-p', settings.pitch, '-s', settings.speed, '-w', OUT_PATH, '-f', IN_PATH],
      print: () => {},
      printErr: (line) => {
        if (stderr.length < 20) stderr.push(line);
      },
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(wasm, imports).then(receive, fail);
        return {};
      },
      preRun: [
        () => {
          const fs = config.FS;
          if (!fs) throw new Error('eSpeak file system missing');
          mountData(fs);
          fs.writeFile(IN_PATH, text);
          const deviceId = fs.makedev(64, 0);
          fs.registerDevice(deviceId, device.ops);
          fs.mkdev(OUT_PATH, deviceId);
        },
      ],
      postRun: () => {
        if (settled) return;
        if (device.sampleRate === 0) {
          fail(new Error('eSpeak produced no WAV header'));
          return;
        }
        settled = true;
        clearTimeout(timer);
        resolve({ sampleRate: device.sampleRate, sampleCount: device.sampleCount });
      },
      quit: (status, toThrow) => {
        if (status !== 0) fail(new Error(`eSpeak exited with status ${status}`));
        throw toThrow;
      },
      onAbort: (what) => fail(what),
    };
    try {
      runDetached(config);
    } catch (error) {
      fail(error);
    }
  });
}
