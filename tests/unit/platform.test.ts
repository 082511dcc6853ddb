import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBodyBytes, readJson } from '../../netlify/lib/http/body';
import { clientIp } from '../../netlify/lib/http/client-ip';
import { readCookie, serializeCookie } from '../../netlify/lib/http/cookies';
import { HttpError } from '../../netlify/lib/http/errors';
import { parseCsv } from '../../netlify/lib/import/csv';
import { arrayElementLines } from '../../netlify/lib/import/json-array-lines';
import { redactPath } from '../../netlify/lib/log';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('body', () => {
  it('trusts neither a missing nor a lying Content-Length', async () => {
    await expect(readBodyBytes(post('x'.repeat(17)), 16)).rejects.toMatchObject({ status: 413 });
    await expect(readBodyBytes(post('x'.repeat(16)), 16)).resolves.toHaveLength(16);
    await expect(readBodyBytes(post('{}', { 'content-length': '999999' }))).rejects.toMatchObject({ status: 413 });
  });

  it('names nested fields', async () => {
    const schema = z.object({ person: z.object({ age: z.number().int() }) });
    const error = await readJson(post('{"person":{"age":1.5}}'), schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('person.age: Invalid input: expected int, received number');
    const missing = await readJson(post('{"person":{}}'), schema).catch((e: HttpError) => e.message);
    expect(missing).toBe('person.age: person.age is required');
  });

  it('answers 415 unless the body is sent as application/json', async () => {
    const schema = z.object({ name: z.string() });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      await expect(readJson(post('{"name":"a"}', { 'content-type': type }), schema)).rejects.toMatchObject({
        status: 415,
        message: 'Request body must be sent with Content-Type: application/json.',
      });
    }
    expect(await readJson(post('{"name":"a"}', { 'content-type': 'Application/JSON; charset=utf-8' }), schema)).toEqual(
      {
        name: 'a',
      },
    );
  });

  it('keeps unicode intact', async () => {
    const schema = z.object({ name: z.string() });
    expect(await readJson(post('{"name":"आवाज़ 🙂"}'), schema)).toEqual({ name: 'आवाज़ 🙂' });
  });
});

describe('client IP', () => {
  it("comes from Netlify's context.ip only, never from a client's X-Forwarded-For", () => {
    expect(clientIp({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientIp({ ip: ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(clientIp({ ip: '' })).toBe('unknown');
    expect(clientIp({ ip: 'not an address' })).toBe('unknown');
    expect(clientIp(undefined)).toBe('unknown');
  });

  it('counts an IPv6 address as its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientIp({ ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd' })).toBe('2001:db8:1:2::/64');
    expect(clientIp({ ip: '2001:0DB8:0001:0002::1' })).toBe('2001:db8:1:2::/64');
    expect(clientIp({ ip: '2001:db8::1' })).toBe('2001:db8:0:0::/64');
    expect(clientIp({ ip: 'fe80::1%eth0' })).toBe('fe80:0:0:0::/64');
    expect(clientIp({ ip: '::ffff:198.51.100.7' })).toBe('198.51.100.7');
    expect(clientIp({ ip: '::1' })).toBe('::1');
  });

  it('gives every address of one /64 the same key and different /64s different keys', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    const prefix = fc.tuple(group, group, group, group);
    fc.assert(
      fc.property(prefix, fc.tuple(group, group, group, group), fc.tuple(group, group, group, group), (p, a, b) => {
        const key = (suffix: string[]) => clientIp({ ip: ['2001', ...p.slice(1), ...suffix].join(':') });
        expect(key(a)).toBe(key(b));
        expect(key(a)).toMatch(/::\/64$/);
      }),
    );
    fc.assert(
      fc.property(prefix, prefix, (p, q) => {
        fc.pre(p.slice(1).join(':') !== q.slice(1).join(':'));
        expect(clientIp({ ip: `2001:${p.slice(1).join(':')}::1` })).not.toBe(
          clientIp({ ip: `2001:${q.slice(1).join(':')}::1` }),
        );
      }),
    );
  });
});

describe('cookies', () => {
  it('reads one cookie by exact name', () => {
    const req = new Request('http://localhost/', {
      headers: { cookie: 'xinvestor_session=1; investor_session=a.b=c; z=2' },
    });
    expect(readCookie(req, 'investor_session')).toBe('a.b=c');
    expect(readCookie(req, 'admin_session')).toBeNull();
  });

  it('names cookies __Secure- over https and reads only that name there; bare over local http', () => {
    const https = (cookie = '') => new Request('https://example.org/api/x', { headers: { cookie } });
    const http = (cookie = '') => new Request('http://127.0.0.1:8888/api/x', { headers: { cookie } });
    expect(serializeCookie(https(), 'card_session', 'v', 60)).toBe(
      '__Secure-card_session=v; HttpOnly; SameSite=Strict; Path=/api/; Max-Age=60; Secure',
    );
    expect(serializeCookie(http(), 'card_session', 'v', 60)).toBe(
      'card_session=v; HttpOnly; SameSite=Strict; Path=/api/; Max-Age=60',
    );
    // A bare-named cookie planted over plain http is never read on https.
    expect(readCookie(https('card_session=planted'), 'card_session')).toBeNull();
    expect(readCookie(https('card_session=planted; __Secure-card_session=real'), 'card_session')).toBe('real');
    expect(readCookie(http('card_session=local'), 'card_session')).toBe('local');
  });
});

describe('log redaction', () => {
  it('masks code-shaped path segments in any spelling', () => {
    expect(redactPath('/api/investor/ATVN-DEMO-0001/statement')).toBe('/api/investor/ATVN-****-0001/statement');
    expect(redactPath('/api/investor/atvnabcd2345/statement')).toBe('/api/investor/ATVN-****-2345/statement');
    expect(redactPath('/api/investor/ATVN%20ABCD%202345')).toBe('/api/investor/ATVN-****-2345');
    expect(redactPath('/api/investor/login')).toBe('/api/investor/login');
    expect(redactPath(`/api/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('CSV parser', () => {
  it('handles quotes, escaped quotes, CRLF, multi-line fields, blank lines and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n1,"two, ""2""",3\n\n"multi\nline",,x\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'two, "2"', '3'] },
      { line: 4, cells: ['multi\nline', '', 'x'] },
    ]);
  });

  it('refuses an unclosed quote and a stray quote, naming the line', () => {
    expect(() => parseCsv('a\n"open')).toThrow('line 2: a quoted field is not closed');
    expect(() => parseCsv('a\nb"c')).toThrow('line 2: a quote may only open a field');
  });
});

describe('JSON array element lines', () => {
  it('finds where each top-level element starts, ignoring brackets inside strings', () => {
    const text = '[\n  {"a": "[{,"},\n  {"b": [1,\n 2]}, 3,\n\n  "x\\"]"\n]';
    expect(arrayElementLines(text)).toEqual([2, 3, 4, 6]);
    expect(arrayElementLines('[]')).toEqual([]);
  });
});
