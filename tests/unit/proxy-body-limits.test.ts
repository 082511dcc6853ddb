import { request, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCompressingProxy } from '../../scripts/lib/compressing-proxy.mjs';
import { BODY_LIMIT_BYTES } from '../../scripts/lib/whole-body.mjs';
import { startFakeHttp } from '../support/fake-http';

/**
 * The front proxy of `npm start` reads each body whole, within Netlify's limits, before netlify-cli sees the request
 * (scripts/lib/whole-body.mjs): these run it in front of a small server that says what it received.
 */

let upstream: Awaited<ReturnType<typeof startFakeHttp>>;
let proxy: Server;
/** The same proxy with a body time limit of 300 ms, so the 408 needs no 10 s wait. */
let quickProxy: Server;
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  upstream = await startFakeHttp();
  upstream.setRoute((received, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ bytes: received.body.length, length: received.headers['content-length'] ?? null }));
  });
  const upstreamPort = Number(new URL(upstream.base).port);
  proxy = await startCompressingProxy({ port: 0, upstreamPort });
  quickProxy = await startCompressingProxy({ port: 0, upstreamPort, bodyTimeoutMs: 300 });
});

afterAll(async () => {
  for (const server of [proxy, quickProxy]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await upstream.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A POST of `body` (chunked when `chunked`, else with its Content-Length); resolves with the answer. */
function post(path: string, body: Buffer, { chunked = false, headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: portOf(proxy), method: 'POST', path, headers },
      async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        });
      },
    );
    outgoing.on('error', reject);
    if (!chunked) {
      outgoing.end(body);
      return;
    }
    // Written in 1 MB chunks, without a length: the proxy can only count.
    let offset = 0;
    const next = () => {
      if (offset >= body.length) {
        outgoing.end();
        return;
      }
      const chunk = body.subarray(offset, offset + 1_000_000);
      offset += chunk.length;
      outgoing.write(chunk, next);
    };
    next();
  });
}

/** A raw request that sends its headers and one byte of its body, then nothing; its answer once the socket closes. */
function stalledBody(port: number, path = '/api/admissions', length = 100) {
  let socket: Socket | undefined;
  const answer = new Promise<string>((resolve, reject) => {
    socket = connect(port, '127.0.0.1', () => {
      socket?.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n\r\n{`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { answer, close: () => socket?.destroy() };
}

function expectRefusal(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.text)).toEqual({ success: false, code, error: expect.any(String) });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('the body limit (6,000,000 bytes)', () => {
  it('refuses a 7 MB body 413 by its Content-Length, forwards nothing, and goes on serving', async () => {
    const forwarded = upstream.received.length;
    const refused = await post('/api/admissions', Buffer.alloc(7_000_000));
    expectRefusal(refused, 413, 'payloadTooLarge');
    expect(JSON.parse(refused.text).error).toBe('Request body must be at most 5859 KB');
    expect(upstream.received).toHaveLength(forwarded);
    const next = await post('/api/admissions', Buffer.from('{}'));
    expect(next.status).toBe(200);
  });

  it('forwards a body of exactly the limit, whole', async () => {
    const answer = await post('/api/admissions', Buffer.alloc(BODY_LIMIT_BYTES));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ bytes: BODY_LIMIT_BYTES, length: String(BODY_LIMIT_BYTES) });
  });

  it('counts a chunked body as it arrives and refuses it 413 past the limit, in the caller’s language', async () => {
    const forwarded = upstream.received.length;
    const refused = await post('/api/admissions', Buffer.alloc(7_000_000), {
      chunked: true,
      headers: { 'accept-language': 'hi' },
    });
    expectRefusal(refused, 413, 'payloadTooLarge');
    expect(JSON.parse(refused.text).error).toContain('5859 KB की हो सकती है');
    expect(upstream.received).toHaveLength(forwarded);
  });

  it('forwards a chunked body within the limit with its length', async () => {
    const answer = await post('/api/admissions', Buffer.alloc(1_500_000), { chunked: true });
    expect(JSON.parse(answer.text)).toEqual({ bytes: 1_500_000, length: '1500000' });
  });

  it('lets a client still sending its body after the 413 finish it without a broken pipe', async () => {
    const socket = connect(portOf(proxy), '127.0.0.1');
    const failures: string[] = [];
    socket.on('error', (error: NodeJS.ErrnoException) => failures.push(error.code ?? error.message));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.write('POST /api/admissions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 7000000\r\n\r\n');
    await new Promise((resolve) => socket.write(Buffer.alloc(1_000_000), resolve));
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1.1 413 Payload Too Large/));
    for (let sent = 1_000_000; sent < 7_000_000; sent += 1_000_000) {
      await new Promise((resolve) =>
        socket.write(Buffer.alloc(1_000_000), (error?: NodeJS.ErrnoException | null) => {
          if (error) failures.push(error.code ?? error.message);
          resolve(undefined);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });

  it('cuts off a refused body that never ends once its time is up', async () => {
    const stalled = stalledBody(portOf(quickProxy), '/api/admissions', 7_000_000);
    expect((await stalled.answer).split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('answers `Expect: 100-continue` with 413 before the body is sent when the length is over the limit', async () => {
    const socket = connect(portOf(proxy), '127.0.0.1');
    const first = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
    socket.write(
      'POST /api/admissions HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nContent-Length: 7000000\r\n\r\n',
    );
    expect((await first).split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    socket.destroy();
  });
});

describe('the body time limit', () => {
  it('answers 408 to a body that does not arrive whole in time, and goes on serving', async () => {
    const stalled = stalledBody(portOf(quickProxy));
    const answer = await stalled.answer;
    const [head = '', text = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(head).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(text)).toMatchObject({ success: false, code: 'requestTimeout' });
    const next = await new Promise<number>((resolve) =>
      request({ host: '127.0.0.1', port: portOf(quickProxy), path: '/api/session' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).end(),
    );
    expect(next).toBe(200);
  });

  it('lets a function call through while 8 bodies that never finish wait (they hold no function slot)', async () => {
    const stalled = Array.from({ length: 8 }, () => stalledBody(portOf(proxy)));
    // Their headers are in before the call below.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await post('/api/admin/session', Buffer.alloc(0));
    expect(answer.status).toBe(200);
    for (const request of stalled) request.close();
  });
});
