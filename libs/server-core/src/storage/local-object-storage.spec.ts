import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalObjectStorage } from './local-object-storage';
import { ObjectNotFoundError } from './object-storage';

describe('LocalObjectStorage', () => {
  let dir: string;
  let storage: LocalObjectStorage;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-local-storage-'));
    storage = new LocalObjectStorage(join(dir, 'objects'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a stream under a nested key and reads it back', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `row ${i},é\n`);
    const { size } = await storage.put('exports/2025/a.csv', Readable.from(lines));

    expect(size).toBe(Buffer.byteLength(lines.join('')));
    expect(await text(await storage.get('exports/2025/a.csv'))).toBe(lines.join(''));
    expect(await storage.exists('exports/2025/a.csv')).toBe(true);
  });

  it('counts bytes, not characters, for strings and buffers', async () => {
    expect(await storage.put('s.txt', 'héllo')).toEqual({ size: 6 });
    expect(await storage.put('b.bin', Buffer.from([1, 2, 3]))).toEqual({ size: 3 });
  });

  it('replaces an object whole and leaves no temporary files behind', async () => {
    await storage.put('a.csv', 'old');
    await storage.put('a.csv', 'new');

    expect(await text(await storage.get('a.csv'))).toBe('new');
    expect(await readdir(join(dir, 'objects'))).toEqual(['a.csv']);
  });

  it('keeps the previous object when a write fails half way', async () => {
    await storage.put('a.csv', 'complete');
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('source broke'));
      },
    });

    await expect(storage.put('a.csv', failing)).rejects.toThrow('source broke');
    expect(await text(await storage.get('a.csv'))).toBe('complete');
    expect(await readdir(join(dir, 'objects'))).toEqual(['a.csv']);
  });

  it('rejects a missing object with ObjectNotFoundError, and a directory too', async () => {
    await storage.put('folder/a.csv', 'x');

    await expect(storage.get('nope.csv')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.get('folder')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await storage.exists('nope.csv')).toBe(false);
    expect(await storage.exists('folder')).toBe(false);
  });

  it('deletes, and deleting twice is fine', async () => {
    await storage.put('a.csv', 'x');
    await storage.delete('a.csv');
    await storage.delete('a.csv');

    expect(await storage.exists('a.csv')).toBe(false);
    await expect(storage.get('a.csv')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it.each(['../escape.csv', 'a/../../escape.csv', '/etc/passwd', 'a\\b.csv', 'C:/x.csv', '', 'a//b', './a'])(
    'refuses the key %p',
    async (key) => {
      await expect(storage.put(key, 'x')).rejects.toThrow(/Invalid object key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid object key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid object key/);
    },
  );

  it('has no URLs of its own', async () => {
    expect(await storage.signedUrl('a.csv', { expiresInSeconds: 60 })).toBeNull();
  });

  it('check() creates the directory, and fails when it cannot be written', async () => {
    await storage.check();
    expect(await readdir(join(dir, 'objects'))).toEqual([]);

    const blocked = join(dir, 'blocked');
    await writeFile(blocked, 'a file where a directory should be');
    await expect(new LocalObjectStorage(blocked).check()).rejects.toThrow();

    // root ignores file permissions, so the read-only case only proves anything for other users.
    if (process.getuid?.() !== 0) {
      const readOnly = join(dir, 'read-only');
      await new LocalObjectStorage(readOnly).check();
      await chmod(readOnly, 0o500);
      await expect(new LocalObjectStorage(readOnly).check()).rejects.toThrow();
    }
  });
});
