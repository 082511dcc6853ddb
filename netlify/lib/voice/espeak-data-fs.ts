/**
 * eSpeak-NG's data folder (espeak-ng-data, about 11 MB) read from disk once per process and served to every
 * eSpeak instance by a small read-only emscripten file system. eSpeak reads its ~250 voice definitions on
 * every start; through the host file system that is a few hundred syscalls per request, and copying the
 * tree into each instance's MEMFS costs about as much. This file system creates nodes only when eSpeak
 * looks them up and reads straight from the shared bytes. Output is byte-identical to text2wav's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirectory {
  kind: 'dir';
  children: Map<string, DataEntry>;
}
interface DataFile {
  kind: 'file';
  bytes: Uint8Array;
}
type DataEntry = DataDirectory | DataFile;

/** The parts of an emscripten FS node and stream this file system touches. */
export interface FsNode {
  id: number;
  mode: number;
  node_ops: unknown;
  stream_ops: unknown;
  entry?: DataEntry;
}
interface FsStream {
  node: FsNode;
  position: number;
}

export interface EmscriptenFsCore {
  createNode(parent: FsNode | null, name: string, mode: number, device: number): FsNode;
  ErrnoError: new (errno: number) => Error;
}

/** Reads a folder into memory, recursively. */
export function readDataDirectory(path: string): DataDirectory {
  const children = new Map<string, DataEntry>();
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) children.set(entry.name, readDataDirectory(full));
    else if (entry.isFile()) children.set(entry.name, { kind: 'file', bytes: readFileSync(full) });
  }
  return { kind: 'dir', children };
}

const ENOENT = 2;
const ENOTDIR = 20;
const EINVAL = 22;
const EROFS = 30;
const DIR_MODE = 0o040555;
const FILE_MODE = 0o100444;
const EPOCH = new Date(0);

/** An emscripten file-system type (for FS.mount) that serves `root` read-only. */
export function dataFileSystem(fs: EmscriptenFsCore, root: DataDirectory) {
  const readOnly = () => {
    throw new fs.ErrnoError(EROFS);
  };
  const entryOf = (node: FsNode): DataEntry => {
    if (!node.entry) throw new fs.ErrnoError(ENOENT);
    return node.entry;
  };
  const directoryOf = (node: FsNode): DataDirectory => {
    const entry = entryOf(node);
    if (entry.kind !== 'dir') throw new fs.ErrnoError(ENOTDIR);
    return entry;
  };
  const fileBytes = (node: FsNode): Uint8Array => {
    const entry = entryOf(node);
    if (entry.kind !== 'file') throw new fs.ErrnoError(EINVAL);
    return entry.bytes;
  };

  const nodeOps = {
    getattr: (node: FsNode) => {
      const entry = entryOf(node);
      const size = entry.kind === 'file' ? entry.bytes.length : 4096;
      return {
        dev: 1,
        ino: node.id,
        mode: node.mode,
        nlink: 1,
        uid: 0,
        gid: 0,
        rdev: 0,
        size,
        atime: EPOCH,
        mtime: EPOCH,
        ctime: EPOCH,
        blksize: 4096,
        blocks: Math.ceil(size / 4096),
      };
    },
    setattr: readOnly,
    lookup: (parent: FsNode, name: string) => {
      const child = directoryOf(parent).children.get(name);
      if (!child) throw new fs.ErrnoError(ENOENT);
      return createNode(parent, name, child);
    },
    readdir: (node: FsNode) => ['.', '..', ...directoryOf(node).children.keys()],
    mknod: readOnly,
    rename: readOnly,
    unlink: readOnly,
    rmdir: readOnly,
    symlink: readOnly,
    readlink: () => {
      throw new fs.ErrnoError(EINVAL);
    },
  };

  const streamOps = {
    open: () => {},
    close: () => {},
    read: (stream: FsStream, buffer: Uint8Array, offset: number, length: number, position: number) => {
      const bytes = fileBytes(stream.node);
      if (position >= bytes.length) return 0;
      const size = Math.min(bytes.length - position, length);
      buffer.set(bytes.subarray(position, position + size), offset);
      return size;
    },
    write: readOnly,
    llseek: (stream: FsStream, offset: number, whence: number) => {
      const base = whence === 1 ? stream.position : whence === 2 ? fileBytes(stream.node).length : 0;
      const position = base + offset;
      if (position < 0) throw new fs.ErrnoError(EINVAL);
      return position;
    },
  };

  function createNode(parent: FsNode | null, name: string, entry: DataEntry): FsNode {
    const node = fs.createNode(parent, name, entry.kind === 'dir' ? DIR_MODE : FILE_MODE, 0);
    node.node_ops = nodeOps;
    node.stream_ops = streamOps;
    node.entry = entry;
    return node;
  }

  return { mount: () => createNode(null, '/', root) };
}
