import { readFileSync } from 'node:fs';
import { type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, startCompressingProxy } from '../../scripts/lib/compressing-proxy.mjs';
import { immutableRules } from '../../scripts/lib/immutable-cache.mjs';
import { startFakeHttp } from '../support/fake-http';

const script = `export const greeting = ${JSON.stringify('नमस्ते '.repeat(400))};\n`;

let upstream: Awaited<ReturnType<typeof startFakeHttp>>;
/** How many requests reached the server behind the proxy, per path. */
const served = new Map<string, number>();
let proxy: Server;
let proxyPort: number;

beforeAll(async () => {
  upstream = await startFakeHttp();
  upstream.setRoute((received, response) => {
    served.set(received.path, (served.get(received.path) ?? 0) + 1);
    if (received.path === '/_astro/app.abc123.js' || received.path === '/_astro/with-cookie.js') {
      // What `netlify serve` sends for every static file, whatever netlify.toml says.
      response.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=0',
        'x-content-type-options': 'nosniff',
        ...(received.path === '/_astro/with-cookie.js' ? { 'set-cookie': 'seen=1' } : {}),
      });
      response.end(script);
    } else if (received.path === '/app.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript',
        etag: '"abc"',
        'content-length': Buffer.byteLength(script),
      });
      response.end(script);
    } else if (received.path === '/voice.mp3') {
      response.writeHead(received.headers.range ? 206 : 200, { 'content-type': 'audio/mpeg', 'content-length': 4 });
      response.end(Buffer.from([1, 2, 3, 4]));
    } else if (received.path === '/fn') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'x-powered-by': 'Express',
        'x-nf-invocation-metadata': 'eyJ2ZXJzaW9uIjoxfQ==',
        'x-nf-fetch-timing': 'localhost:42951;dur=150.6;method=GET;status=404',
      });
      response.end('{}');
    } else if (received.path === '/login') {
      response.setHeader('set-cookie', ['a=1; HttpOnly', 'b=2; Path=/api/']);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    } else if (received.path === '/events' || received.path === '/rows.csv') {
      const type = received.path === '/events' ? 'text/event-stream' : 'text/csv';
      response.writeHead(200, { 'content-type': type });
      response.write(type === 'text/csv' ? 'name,course\n' : 'data: first\n\n');
      // The rest comes only once the client has seen the first part: proof that nothing waits for the end.
      setTimeout(() => response.end(type === 'text/csv' ? 'Asha,Dubbing\n' : 'data: last\n\n'), 300);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no route');
    }
  });
  proxy = await startCompressingProxy({
    port: 0,
    upstreamPort: Number(new URL(upstream.base).port),
    immutable: immutableRules(readFileSync('netlify.toml', 'utf8')),
  });
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await upstream.stop();
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    request({ host: '127.0.0.1', port: proxyPort, path, headers }, resolve).on('error', reject).end();
  });
}

async function bodyOf(response: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first chunk of a body that arrives. */
function firstChunk(response: IncomingMessage) {
  return new Promise<Buffer>((resolve) => response.once('data', resolve));
}

describe('compressing proxy', () => {
  it('answers brotli when the browser accepts it, as another representation of the same text', async () => {
    const response = await get('/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.etag).toBe('W/"abc"');
    const body = await bodyOf(response);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('answers gzip when only gzip is accepted, and the text itself when nothing is', async () => {
    const gzipped = await get('/app.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(await bodyOf(gzipped)).toString()).toBe(script);
    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe('"abc"');
    expect((await bodyOf(plain)).toString()).toBe(script);
  });

  it('leaves audio and answers to Range requests as they are', async () => {
    const whole = await get('/voice.mp3', { 'accept-encoding': 'br' });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe('4');
    expect([...(await bodyOf(whole))]).toEqual([1, 2, 3, 4]);
    const part = await get('/voice.mp3', { 'accept-encoding': 'br', range: 'bytes=0-1' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    await bodyOf(part);
    expect(upstream.received.at(-1)?.headers.range).toBe('bytes=0-1');
  });

  it('passes every Set-Cookie header through', async () => {
    const response = await get('/login', { 'accept-encoding': 'br' });
    expect(response.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; Path=/api/']);
    expect(brotliDecompressSync(await bodyOf(response)).toString()).toBe('{"success":true}');
  });

  it('sends each server-sent event as it is written, uncompressed', async () => {
    const response = await get('/events', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect((await firstChunk(response)).toString()).toBe('data: first\n\n');
    await bodyOf(response);
  });

  it('keeps a streamed text response streaming while compressing it', async () => {
    const response = await get('/rows.csv', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const first = await firstChunk(response);
    // A flushed gzip block decodes on its own: the first row is readable before the stream ends.
    expect(gunzipSync(first, { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe('name,course\n');
    const rest = await bodyOf(response);
    expect(gunzipSync(Buffer.concat([first, rest])).toString()).toBe('name,course\nAsha,Dubbing\n');
  });

  it('answers 400 to a path that does not decode and to a Host that is not a host, and keeps serving', async () => {
    const forwarded = upstream.received.length;
    for (const [path, headers] of [
      ['/%ff', {}],
      ['/api/investor/%E0%A4%A', {}],
      ['/', { host: 'a b' }],
      ['/', { host: 'a/b' }],
    ] as const) {
      const refused = await get(path, headers);
      expect(refused.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(400);
      expect((await bodyOf(refused)).toString()).toMatch(
        /^The (request path is not valid percent-encoding|Host header is not a valid host name)\.\n$/,
      );
    }
    // None of them reached the server behind the proxy, which answers the next request as before.
    expect(upstream.received).toHaveLength(forwarded);
    const next = await get('/app.js', { host: 'localhost:8888' });
    expect(next.statusCode).toBe(200);
    await bodyOf(next);
  });

  it('drops X-Powered-By and the functions runtime’s invocation metadata and Blobs timings from answers', async () => {
    const response = await get('/fn');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-nf-invocation-metadata']).toBeUndefined();
    expect(response.headers['x-nf-fetch-timing']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json');
    await bodyOf(response);
  });

  it('listens on 127.0.0.1 only unless told otherwise', () => {
    expect((proxy.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('answers 502 with a reason when the server behind it does not answer', async () => {
    const orphan = await startCompressingProxy({ port: 0, upstreamPort: 9 });
    const port = (orphan.address() as AddressInfo).port;
    const response = await new Promise<IncomingMessage>((resolve) =>
      request({ host: '127.0.0.1', port, path: '/' }, resolve).end(),
    );
    expect(response.statusCode).toBe(502);
    expect((await bodyOf(response)).toString()).toMatch(/^The local server did not answer: /);
    await new Promise((resolve) => orphan.close(resolve));
  });
});

describe('the edge cache of immutable files', () => {
  it('reads the immutable files from netlify.toml: the hashed build files and the fonts', () => {
    expect(immutableRules(readFileSync('netlify.toml', 'utf8'))).toEqual([
      { for: '/_astro/*', cacheControl: 'public, max-age=31536000, immutable' },
      { for: '/fonts/*', cacheControl: 'public, max-age=31536000, immutable' },
    ]);
  });

  it('answers a file the site marks immutable from memory after its first request, per encoding, with its headers', async () => {
    const path = '/_astro/app.abc123.js';
    const bodies: string[] = [];
    for (const encoding of ['br', 'br', 'gzip', 'gzip', '']) {
      const response = await get(path, encoding ? { 'accept-encoding': encoding } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-encoding']).toBe(encoding || undefined);
      const body = await bodyOf(response);
      expect(Number(response.headers['content-length'] ?? body.length)).toBe(body.length);
      bodies.push(
        encoding === 'br'
          ? brotliDecompressSync(body).toString()
          : encoding === 'gzip'
            ? gunzipSync(body).toString()
            : body.toString(),
      );
    }
    expect(bodies).toEqual(Array(5).fill(script));
    // Brotli once, gzip once, plain once: the repeats came from memory.
    expect(served.get(path)).toBe(3);
  });

  it('sends conditional and Range requests, other files and answers that set a cookie to the server every time', async () => {
    const path = '/_astro/app.abc123.js';
    await bodyOf(await get(path, { 'accept-encoding': 'br' }));
    const before = served.get(path) ?? 0;
    await bodyOf(await get(path, { 'accept-encoding': 'br', 'if-none-match': 'W/"x"' }));
    await bodyOf(await get(path, { 'accept-encoding': 'br', range: 'bytes=0-9' }));
    expect(served.get(path)).toBe(before + 2);
    for (const other of ['/app.js', '/_astro/with-cookie.js']) {
      const start = served.get(other) ?? 0;
      await bodyOf(await get(other, { 'accept-encoding': 'br' }));
      await bodyOf(await get(other, { 'accept-encoding': 'br' }));
      expect(served.get(other)).toBe(start + 2);
    }
  });
});

describe('chosenEncoding', () => {
  const text = { 'content-type': 'text/html; charset=utf-8' };
  const accepts = { 'accept-encoding': 'gzip, br' };
  it.each([
    ['GET', accepts, 200, text, 'br'],
    ['GET', { 'accept-encoding': 'gzip;q=1' }, 200, text, 'gzip'],
    ['GET', { 'accept-encoding': 'identity' }, 200, text, null],
    ['HEAD', accepts, 200, text, null],
    ['GET', accepts, 304, text, null],
    ['GET', accepts, 204, text, null],
    ['GET', accepts, 200, { ...text, 'content-encoding': 'gzip' }, null],
    ['GET', accepts, 200, { 'content-type': 'application/pdf' }, null],
    ['GET', accepts, 200, { 'content-type': 'image/png' }, null],
    ['GET', accepts, 200, { 'content-type': 'image/svg+xml' }, 'br'],
    ['GET', accepts, 200, { 'content-type': 'application/json' }, 'br'],
    ['GET', accepts, 200, {}, null],
  ])('%s %j %i %j -> %s', (method, requestHeaders, status, responseHeaders, expected) => {
    expect(chosenEncoding({ method, requestHeaders, status, responseHeaders })).toBe(expected);
  });
});
