import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBodyBytes, readJson } from '../../netlify/lib/body';
import { clientIp } from '../../netlify/lib/client-ip';
import { readCookie } from '../../netlify/lib/cookies';
import { HttpError } from '../../netlify/lib/errors';
import { redactPath } from '../../netlify/lib/log';
import { parseCsv } from '../../scripts/lib/csv';
import { arrayElementLines } from '../../scripts/lib/json-array-lines';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers });

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

  it('keeps unicode intact', async () => {
    const schema = z.object({ name: z.string() });
    expect(await readJson(post('{"name":"आवाज़ 🙂"}'), schema)).toEqual({ name: 'आवाज़ 🙂' });
  });
});

describe('client IP', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
  it('prefers Netlify’s header, then context.ip, then the first forwarded hop', () => {
    expect(
      clientIp(req({ 'x-nf-client-connection-ip': '1.1.1.1', 'x-forwarded-for': '3.3.3.3' }), { ip: '2.2.2.2' }),
    ).toBe('1.1.1.1');
    expect(clientIp(req({ 'x-nf-client-connection-ip': '', 'x-forwarded-for': '3.3.3.3' }), { ip: '2.2.2.2' })).toBe(
      '2.2.2.2',
    );
    expect(clientIp(req({ 'x-forwarded-for': ' 3.3.3.3 , 4.4.4.4' }), { ip: '' })).toBe('3.3.3.3');
    expect(clientIp(req({}), undefined)).toBe('unknown');
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
