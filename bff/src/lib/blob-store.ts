// File bytes live behind this small interface so another store (S3-compatible) can replace
// the local-disk default without touching callers. Keys are sha256 content hashes: the same
// bytes uploaded or imported twice share one blob, and a key never changes meaning.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';

export type BlobMetadata = { key: string; size: number; contentType: string };

export interface BlobStore {
  /** Stores bytes under `key` (a sha256 of them, see blobKey); storing an existing key is a no-op. */
  put(key: string, bytes: Buffer, contentType: string): Promise<BlobMetadata>;
  /** The blob's bytes as a stream with its metadata, or null when there is no such blob. */
  get(key: string): Promise<{ stream: Readable; metadata: BlobMetadata } | null>;
  delete(key: string): Promise<void>;
}

/** The content-hash key of some bytes. */
export const blobKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const KEY = /^[0-9a-f]{64}$/;

/** Blobs as files under one directory, fanned out by the key's first two characters. */
export class LocalDiskBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private paths(key: string) {
    // Keys are hashes: anything else could walk out of the root.
    if (!KEY.test(key)) throw new Error(`not a blob key: ${key}`);
    const dir = join(this.root, key.slice(0, 2));
    return { dir, data: join(dir, key), meta: join(dir, `${key}.json`) };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<BlobMetadata> {
    const { dir, data, meta } = this.paths(key);
    const metadata = { key, size: bytes.length, contentType };
    await mkdir(dir, { recursive: true });
    // Write then rename, so a reader never sees a half-written blob.
    const tmp = `${data}.${randomUUID()}.tmp`;
    await writeFile(tmp, bytes);
    await writeFile(`${tmp}.json`, JSON.stringify(metadata));
    await rename(`${tmp}.json`, meta);
    await rename(tmp, data);
    return metadata;
  }

  async get(key: string) {
    const { data, meta } = this.paths(key);
    try {
      const [info, raw] = await Promise.all([stat(data), readFile(meta, 'utf8')]);
      const stored = JSON.parse(raw) as Partial<BlobMetadata>;
      const metadata = {
        key,
        size: info.size,
        contentType: stored.contentType ?? 'application/octet-stream',
      };
      return { stream: createReadStream(data), metadata };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string) {
    const { data, meta } = this.paths(key);
    await rm(data, { force: true });
    await rm(meta, { force: true });
  }
}

const stores = new Map<string, BlobStore>();

/** The configured store (one instance per directory). */
export function blobStoreFor(config: Pick<Config, 'BLOB_DIR' | 'DATA_DIR'>): BlobStore {
  const root = resolve(config.BLOB_DIR ?? join(config.DATA_DIR, 'blobs'));
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new LocalDiskBlobStore(root)));
  return store;
}
