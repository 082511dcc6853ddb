/**
 * Preloaded into `netlify serve` by scripts/lib/local-server.mjs (NODE_OPTIONS=--import). netlify-cli starts its
 * servers (its proxy, the functions server, the static server, the Blobs server) on a port without a host, which
 * Node binds to every interface: a laptop on a café's Wi-Fi would offer them to its neighbours. Only our front proxy
 * faces clients (on 127.0.0.1 unless `npm start -- --host` says otherwise), so every listen without a host is bound
 * to 127.0.0.1 here.
 */
import { Server } from 'node:net';

const LOOPBACK = '127.0.0.1';
const listen = Server.prototype.listen;

/** @this {Server} */
Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args;
  const isPort = typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first));
  if (isPort && typeof second !== 'string') args.splice(1, 0, LOOPBACK);
  else if (first && typeof first === 'object' && 'port' in first && first.host === undefined) {
    args[0] = { ...first, host: LOOPBACK };
  }
  return listen.apply(this, args);
};
