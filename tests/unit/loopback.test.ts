import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalLoopback } from '../../netlify/lib/http/loopback';

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));

describe('isLocalLoopback', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('on a local run, is true for 127.0.0.0/8, ::1, IPv4-mapped 127.x, localhost and an unknown address', () => {
    fc.assert(
      fc.property(ipv4, (rest) => {
        expect(isLocalLoopback(`127.${rest}`)).toBe(true);
        expect(isLocalLoopback(`::ffff:127.${rest}`)).toBe(true);
      }),
    );
    for (const ip of ['::1', 'localhost', 'unknown']) expect(isLocalLoopback(ip)).toBe(true);
  });

  it('on a local run, is false for every other address', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.ipV4(), fc.ipV6()).filter((ip) => !/^(127\.|::1$|::ffff:127\.)/.test(ip)),
        (ip) => {
          expect(isLocalLoopback(ip)).toBe(false);
        },
      ),
    );
    for (const ip of ['::2', '1::1', '10.127.0.1', 'localhost.example', 'unknown-host']) {
      expect(isLocalLoopback(ip)).toBe(false);
    }
  });

  it('is false without DEMO_MODE (as on Netlify), even for a loopback address', () => {
    vi.stubEnv('DEMO_MODE', '');
    for (const ip of ['127.0.0.1', '::1', 'localhost', 'unknown']) expect(isLocalLoopback(ip)).toBe(false);
  });
});
