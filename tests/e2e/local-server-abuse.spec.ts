import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL, e2ePort } from '../support/e2e/web-server';
import {
  canListSockets,
  isLoopbackAddress,
  listeningSocketsOfTree,
  pidListeningOn,
} from '../support/listening-sockets';

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

/** A POST whose body is sent in 1 MB chunks without a length (the server can only count); resolves with the answer. */
function chunkedPost(path: string, bytes: number): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: hostname, port, method: 'POST', path, headers: { 'content-type': 'application/json' } },
      async (response) => {
        let body = '';
        for await (const chunk of response) body += chunk;
        resolve({ status: response.statusCode ?? 0, body });
      },
    );
    outgoing.on('error', reject);
    let sent = 0;
    const next = () => {
      if (sent >= bytes) {
        outgoing.end();
        return;
      }
      sent += 1_000_000;
      outgoing.write(Buffer.alloc(1_000_000, 32), next);
    };
    next();
  });
}

/** A raw POST that sends its headers and one byte of a 100-byte body, then nothing; resolves with what came back. */
function stalledBody(path: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('a 7 MB body and a chunked body over 6,000,000 bytes get 413 in the JSON error shape, and the server keeps serving', async ({
  request,
}) => {
  const large = await request.post('/api/admissions', {
    data: Buffer.alloc(7_000_000, 32),
    headers: { 'content-type': 'application/json' },
  });
  expect(large.status()).toBe(413);
  expect(await large.json()).toMatchObject({ success: false, code: 'payloadTooLarge' });
  expect(large.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const chunked = await chunkedPost('/api/admissions', 7_000_000);
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body)).toMatchObject({ success: false, code: 'payloadTooLarge' });
  expect((await request.get('/api/auth/status')).status()).toBe(200);
  expect((await request.get('/')).status()).toBe(200);
});

test('8 bodies that never finish hold no function slot, and each gets 408 after 10 s', async ({ request }) => {
  test.setTimeout(60_000);
  const stalled = Array.from({ length: 8 }, () => stalledBody('/api/admissions'));
  // Their headers are in before the call below.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const session = await request.get('/api/admin/session');
  const tookMs = Math.round(performance.now() - started);
  expect(session.status()).toBe(200);
  test.info().annotations.push({ type: 'measured', description: `/api/admin/session answered in ${tookMs} ms` });
  for (const answer of await Promise.all(stalled)) {
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toMatchObject({ success: false, code: 'requestTimeout' });
  }
  expect((await request.get('/api/auth/status')).status()).toBe(200);
});

test('every server the local server started listens on 127.0.0.1 only', () => {
  test.skip(!canListSockets, 'needs Linux /proc to list sockets');
  const root = pidListeningOn(e2ePort);
  // The browser tests start the server themselves, as this user: its process is always found.
  expect(root, `the process listening on ${e2ePort}`).toBeDefined();
  const sockets = listeningSocketsOfTree(root ?? -1);
  // The front proxy, MailDev's SMTP and web ports, netlify-cli's servers and the outbox job's Blobs server.
  expect(sockets.length).toBeGreaterThanOrEqual(6);
  expect(sockets.filter((socket) => !isLoopbackAddress(socket.address))).toEqual([]);
});
