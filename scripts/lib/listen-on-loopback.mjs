/**
 * Every TCP server of the process that imports this listens on 127.0.0.1 (a loopback address it was given, such as
 * ::1 or localhost, is kept). Preloaded into `netlify serve` by scripts/lib/local-server.mjs (NODE_OPTIONS=--import),
 * and imported by the command-line tools' local Blobs server (./blobs-target.ts: the seed step, the outbox and
 * clean-up jobs `npm start` runs). netlify-cli and @netlify/blobs start their servers (netlify-cli's proxy, its
 * functions server, its static server, the Blobs servers) on a port without a host, which Node binds to every
 * interface: a laptop on a café's Wi-Fi would offer them to its neighbours. Only our front proxy faces clients (on
 * 127.0.0.1 unless `npm start -- --host` says otherwise; it runs in start.mjs, which does not import this).
 */
import { Server } from 'node:net';

const LOOPBACK = '127.0.0.1';
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i;

const isPort = (value) => typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/**
 * listen()'s arguments with the host made loopback, for each of its forms: (), (port[, host][, backlog][, cb]),
 * ({ port, host, … }[, cb]), (cb). A pipe path, a handle or a file descriptor is left as it is.
 */
export function onLoopback(args) {
  const [first, second] = args;
  if (typeof first === 'function') return [0, LOOPBACK, ...args];
  if (first === undefined || first === null) return [0, LOOPBACK, ...args.slice(1)];
  if (isPort(first)) {
    if (typeof second === 'string') return LOOPBACK_HOST.test(second) ? args : [first, LOOPBACK, ...args.slice(2)];
    return [first, LOOPBACK, ...args.slice(1)];
  }
  if (typeof first === 'object' && 'port' in first) {
    if (typeof first.host === 'string' && LOOPBACK_HOST.test(first.host)) return args;
    return [{ ...first, host: LOOPBACK }, ...args.slice(1)];
  }
  return args;
}

const listen = Server.prototype.listen;

/** @this {Server} */
Server.prototype.listen = function listenOnLoopback(...args) {
  return listen.apply(this, onLoopback(args));
};
