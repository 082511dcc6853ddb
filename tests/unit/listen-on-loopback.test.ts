import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onLoopback } from '../../scripts/lib/listen-on-loopback.mjs';
import { canListSockets, isLoopbackAddress, listeningSocketsOfTree } from '../support/listening-sockets';

const preload = new URL('../../scripts/lib/listen-on-loopback.mjs', import.meta.url).href;

/** Servers started in each form of listen() a library may use, with no host or with "every interface". */
const everyForm = `
  const net = require('node:net');
  const forms = [[], [0], ['0'], [0, '0.0.0.0'], [0, '::'], [{ port: 0 }], [{ port: 0, host: '0.0.0.0' }],
    [{ port: 0, host: '::' }], [0, () => {}], [0, 'localhost']];
  let left = forms.length;
  for (const args of forms) net.createServer().listen(...args).on('listening', () => { if (--left === 0) console.log('ready'); });
`;

/** Starts a process, resolves once it prints "ready". */
async function startUntilReady(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  while (!output.includes('ready')) {
    const [exited] = await Promise.race([once(child.stdout as NodeJS.ReadableStream, 'data'), once(child, 'exit')]);
    if (typeof exited === 'number' || exited === null) throw new Error(`${command} exited before it was ready`);
  }
  return child;
}

async function stop(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

describe('onLoopback', () => {
  it.each([
    [[], [0, '127.0.0.1']],
    [[8080], [8080, '127.0.0.1']],
    [['8080'], ['8080', '127.0.0.1']],
    [
      [8080, '0.0.0.0'],
      [8080, '127.0.0.1'],
    ],
    [
      [8080, '::', 511],
      [8080, '127.0.0.1', 511],
    ],
    [
      [8080, '::1'],
      [8080, '::1'],
    ],
    [
      [8080, 'localhost'],
      [8080, 'localhost'],
    ],
    [[{ port: 8080 }], [{ port: 8080, host: '127.0.0.1' }]],
    [[{ port: 8080, host: '0.0.0.0' }], [{ port: 8080, host: '127.0.0.1' }]],
    [[{ port: 0, host: '127.0.0.2' }], [{ port: 0, host: '127.0.0.2' }]],
    [['/tmp/app.sock'], ['/tmp/app.sock']],
    [[{ path: '/tmp/app.sock' }], [{ path: '/tmp/app.sock' }]],
  ])('%j -> %j', (args, expected) => {
    expect(onLoopback(args)).toEqual(expected);
  });

  it('keeps the callback of listen(cb) and listen(port, cb)', () => {
    const callback = () => undefined;
    expect(onLoopback([callback])).toEqual([0, '127.0.0.1', callback]);
    expect(onLoopback([0, callback])).toEqual([0, '127.0.0.1', callback]);
  });
});

describe.runIf(canListSockets)('the sockets the kernel lists', () => {
  it('a process with the preload listens on loopback only, in every form of listen()', async () => {
    const child = await startUntilReady(process.execPath, [`--import=${preload}`, '-e', everyForm]);
    const sockets = listeningSocketsOfTree(child.pid ?? -1);
    await stop(child);
    expect(sockets).toHaveLength(10);
    expect(sockets.filter((socket) => !isLoopbackAddress(socket.address))).toEqual([]);
  });

  it('the same process without the preload listens on every interface (what the test would catch)', async () => {
    const child = await startUntilReady(process.execPath, ['-e', everyForm]);
    const sockets = listeningSocketsOfTree(child.pid ?? -1);
    await stop(child);
    expect(sockets.filter((socket) => !isLoopbackAddress(socket.address)).length).toBeGreaterThan(0);
  });

  it("the command-line tools' local Blobs server (seed, outbox and clean-up jobs) listens on loopback only", async () => {
    const { NETLIFY_BLOBS_CONTEXT: _context, NETLIFY_SITE_ID: _site, NETLIFY_AUTH_TOKEN: _token, ...env } = process.env;
    const script = `
      import { withBlobs } from './scripts/lib/blobs-target.ts';
      void withBlobs('serve', async () => {
        console.log('ready');
        await new Promise((resolve) => process.stdin.on('end', resolve).resume());
      });
    `;
    const child = await startUntilReady('node_modules/.bin/tsx', ['--eval', script], env);
    const sockets = listeningSocketsOfTree(child.pid ?? -1);
    child.stdin?.end();
    await once(child, 'exit');
    expect(sockets.length).toBeGreaterThan(0);
    expect(sockets.filter((socket) => !isLoopbackAddress(socket.address))).toEqual([]);
  });
});
