// Local-disk driver: every object is a file under one directory, its key a relative path.
import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ObjectNotFoundError,
  type IncompleteUpload,
  type ObjectStorage,
  type PutOptions,
  type UrlOptions,
} from './object-storage';

/** put()'s temporary file: `.<name>.<12 hex>.partial` beside the target. */
const PARTIAL = /^\.(.+)\.[0-9a-f]{12}\.partial$/;

export class InvalidObjectKeyError extends Error {
  constructor(key: string, why: string) {
    super(`Invalid object key "${key}": ${why}.`);
  }
}

export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  async put(key: string, body: Readable | Buffer | string, _options?: PutOptions): Promise<{ size: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside the target (same file system, so the rename is atomic) under a random hidden name:
    // readers see either the old object or the complete new one, never a partial one.
    const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.partial`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(toReadable(body), counter, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    // Opened before returning so a missing object rejects here instead of erroring the stream later.
    const handle = await open(path, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new ObjectNotFoundError(key) : error;
    });
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      throw new ObjectNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async signedUrl(key: string, _options: UrlOptions): Promise<string | null> {
    this.pathOf(key);
    // Files on local disk have no URL of their own; the API streams them to their owner.
    return null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async incompleteUploads(prefix: string): Promise<IncompleteUpload[]> {
    // The prefix is a key or a folder of keys: list the folder it is in (recursively) and filter.
    const base = prefix.endsWith('/') ? this.pathOf(prefix.slice(0, -1)) : dirname(this.pathOf(prefix));
    const found: IncompleteUpload[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        const match = entry.isFile() ? PARTIAL.exec(entry.name) : null;
        if (!match) continue;
        const key = relative(this.root, join(dir, match[1])).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path).catch(() => undefined);
        if (info) found.push({ key, startedAt: info.birthtime.getTime() ? info.birthtime : info.mtime, handle: path });
      }
    };
    await walk(base);
    return found;
  }

  async abortUpload(upload: IncompleteUpload): Promise<void> {
    // Only a temporary file of this storage, whatever the handle says.
    const path = resolve(upload.handle);
    if (!path.startsWith(this.root + sep) || !PARTIAL.test(basename(path))) {
      throw new InvalidObjectKeyError(upload.key, 'not a temporary upload file');
    }
    await rm(path, { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  /** The absolute path of a key; rejects anything that could point outside the storage directory. */
  private pathOf(key: string): string {
    if (!key) throw new InvalidObjectKeyError(key, 'it is empty');
    if (key.includes('\\')) throw new InvalidObjectKeyError(key, 'backslashes are not allowed');
    if (key.includes('\0')) throw new InvalidObjectKeyError(key, 'NUL bytes are not allowed');
    if (key.startsWith('/') || /^[a-zA-Z]:/.test(key)) throw new InvalidObjectKeyError(key, 'it must be relative');
    for (const segment of key.split('/')) {
      if (segment === '..' || segment === '.' || segment === '') {
        throw new InvalidObjectKeyError(key, 'empty, "." and ".." path segments are not allowed');
      }
    }
    const path = resolve(this.root, key);
    // Belt and braces: the checks above should make this impossible.
    if (!path.startsWith(this.root + sep)) throw new InvalidObjectKeyError(key, 'it leaves the storage directory');
    return path;
  }
}

function toReadable(body: Readable | Buffer | string): Readable {
  if (body instanceof Readable) return body;
  return Readable.from([typeof body === 'string' ? Buffer.from(body, 'utf8') : body]);
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
