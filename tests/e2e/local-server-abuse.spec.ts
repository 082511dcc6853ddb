import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL } from '../support/e2e/web-server';

/**
 * Abuse of the local server itself (`npm start`, which this suite runs): its counters must stay exact across
 * function workers, and a client that misbehaves at the socket level must not take it down.
 */

test('10 parallel 100-character requests from one browser get at most 500 characters spoken', async ({ request }) => {
  // Up to five syntheses run at once on the embedded engine.
  test.setTimeout(120_000);
  // One browser: the trial cookie from the first call travels with every request of this context.
  expect((await request.get('/api/auth/status')).status()).toBe(200);
  const text = `${'a'.repeat(99)}b`;
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      request.post('/api/elevenlabs/text-to-speech', { data: { text, voice_id: 'espeak-hi-f3' } }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  const served = statuses.filter((status) => status === 200).length;
  expect(statuses.filter((status) => status !== 200 && status !== 403 && status !== 429)).toEqual([]);
  expect(served * text.length).toBeLessThanOrEqual(500);
  const session = await (await request.get('/api/auth/status')).json();
  // The counter says exactly what was served: nothing lost, nothing double-counted.
  expect(session.session.charactersUsed).toBe(served * text.length);
});

test('a client that declares 20 MB, sends 128 KB and disconnects does not take the server down', async ({
  request,
}) => {
  const { hostname, port } = new URL(baseURL);
  await new Promise<void>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /api/elevenlabs/voice-clone HTTP/1.1\r\n' +
          `Host: ${hostname}:${port}\r\n` +
          'Content-Type: multipart/form-data; boundary=xyz\r\n' +
          `Content-Length: ${20 * 1024 * 1024}\r\n\r\n` +
          '--xyz\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n',
      );
      socket.write(Buffer.alloc(128 * 1024, 1), () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
  // The server keeps answering (before the fix the whole `netlify serve` process exited here).
  await expect
    .poll(async () => (await request.get('/api/auth/status').catch(() => null))?.status(), { timeout: 30_000 })
    .toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await request.get('/api/auth/status')).status()).toBe(200);
});

/** One raw HTTP/1.1 request (fetch refuses to send a malformed path or Host); resolves with the status line. */
function rawRequest(path: string, host: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

test('a path that does not decode or a Host that is not a host gets 400, and the server keeps serving', async ({
  request,
}) => {
  const { host } = new URL(baseURL);
  const malformed: [path: string, host: string][] = [
    ['/%ff', host],
    ['/api/investor/%E0%A4%A', host],
    ['/', 'a b'],
  ];
  for (const [path, hostHeader] of malformed) {
    expect(await rawRequest(path, hostHeader)).toBe('HTTP/1.1 400 Bad Request');
  }
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-powered-by']).toBeUndefined();
  const api = await request.get('/api/auth/status');
  expect(api.status()).toBe(200);
  expect(api.headers()['x-powered-by']).toBeUndefined();
  expect(api.headers()['x-nf-invocation-metadata']).toBeUndefined();
});
