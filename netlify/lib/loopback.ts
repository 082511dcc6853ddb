import { isLocalRun } from './runtime';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x, plus the names a caller gets when the local server gives no address. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.|localhost$|unknown$)/;

/**
 * True for a caller on this machine during a local run (netlify serve, astro dev, the tests, the benchmarks), where
 * every browser is 127.0.0.1 or ::1 and a per-IP budget would stop the tests and benchmarks rather than a flood.
 * Always false on Netlify, where the caller's IP is never a loopback address.
 */
export const isLocalLoopback = (ip: string): boolean => isLocalRun() && LOOPBACK.test(ip);
