import { isDemoMode } from '../security/demo-mode';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x, plus the names a caller gets when the local server gives no address. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.|localhost$|unknown$)/;

/**
 * True for a caller on this machine in demo mode (`npm start`, `npm run dev`, the tests, the benchmarks), where every
 * browser is 127.0.0.1 or ::1 and a per-IP budget or a login lockout would stop the tests and benchmarks rather than
 * a flood. Always false without DEMO_MODE=1, as on Netlify.
 */
export const isLocalLoopback = (ip: string): boolean => isDemoMode() && LOOPBACK.test(ip);
