import { describe, expect, it } from 'vitest';
import reading from '../../netlify/functions/games-model-reading.mts';
import { allTongueTwisters } from '../../netlify/lib/games/tongue-twisters';
import { decodeMp3 } from '../support/audio';
import { callFunction } from '../support/call';

const get = (id: string, method = 'GET') =>
  callFunction(reading, `/api/games/model-reading/${encodeURIComponent(id)}`, { method, params: { id } });

/** MP3 starts with an ID3v2 tag or an MPEG frame sync (11 set bits). */
function looksLikeMp3(bytes: Uint8Array): boolean {
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const sync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return id3 || sync;
}

describe('GET /api/games/model-reading/:id', () => {
  it('has Hindi and English twisters to read', () => {
    const twisters = allTongueTwisters();
    expect(twisters.filter((t) => t.lang === 'hi').length).toBeGreaterThanOrEqual(8);
    expect(twisters.filter((t) => t.lang === 'en').length).toBeGreaterThanOrEqual(8);
  });

  it('reads a Hindi twister as cacheable MP3 with the security headers, the same bytes every time', async () => {
    const res = await get('kachcha-papad');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(looksLikeMp3(bytes)).toBe(true);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const audio = await decodeMp3(bytes);
    expect(audio.seconds).toBeGreaterThan(0.8);
    const again = new Uint8Array(await (await get('kachcha-papad')).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('reads an English twister too', async () => {
    const res = await get('red-lorry');
    expect(res.status).toBe(200);
    expect(looksLikeMp3(new Uint8Array(await res.arrayBuffer()))).toBe(true);
  });

  it('404 JSON (not cached) for an unknown id: no free text can be spoken', async () => {
    for (const id of ['no-such-twister', 'Hello world', '']) {
      const res = await get(id);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({ success: false, error: 'No tongue twister with this id' });
    }
  });

  it('405 with Allow for other methods', async () => {
    const res = await get('kachcha-papad', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect((await res.json()).success).toBe(false);
  });
});
