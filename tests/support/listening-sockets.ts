import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The TCP sockets a process tree listens on, read from Linux's /proc (the kernel's own tables: what a neighbour on
 * the network could reach, whatever the code meant to do).
 */
export interface ListeningSocket {
  pid: number;
  address: string;
  port: number;
}

export const canListSockets = (() => {
  try {
    readFileSync('/proc/net/tcp');
    return true;
  } catch {
    return false;
  }
})();

/** An address of /proc/net/tcp{,6}: 32-bit words in host (little-endian) order, in hex. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => Number.parseInt(byte, 16)));
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255) {
    return `::ffff:${bytes.slice(12).join('.')}`;
  }
  const groups = Array.from({ length: 8 }, (_, i) =>
    (((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0)).toString(16),
  );
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

/** Every listening TCP socket of the machine, by inode. */
function listeningByInode(): Map<string, { address: string; port: number }> {
  const sockets = new Map<string, { address: string; port: number }>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1], fields[3], fields[9]];
      if (!local || state !== '0A' || !inode) continue;
      const [address = '', port = ''] = local.split(':');
      sockets.set(inode, { address: decodeAddress(address), port: Number.parseInt(port, 16) });
    }
  }
  return sockets;
}

/** `root` and every process below it. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

/** The TCP sockets that `root` and its descendants listen on. */
export function listeningSocketsOfTree(root: number): ListeningSocket[] {
  const listening = listeningByInode();
  const found: ListeningSocket[] = [];
  for (const pid of processTree(root)) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        const socket = inode && listening.get(inode);
        if (socket) found.push({ pid, ...socket });
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return found;
}

/** The process that listens on `port`, if this user can see it. */
export function pidListeningOn(port: number): number | undefined {
  const inodes = new Set(
    [...listeningByInode()].filter(([, socket]) => socket.port === port).map(([inode]) => `socket:[${inode}]`),
  );
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readdirSync(`/proc/${entry}/fd`).some((fd) => inodes.has(readlinkSync(`/proc/${entry}/fd/${fd}`)))) {
        return Number(entry);
      }
    } catch {
      // Not ours, or gone.
    }
  }
  return undefined;
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export const isLoopbackAddress = (address: string) => /^(::ffff:)?127\./.test(address) || address === '::1';
