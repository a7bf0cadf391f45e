// The ids of the rows an export wrote, kept compactly (16 bytes each, so a million rows take 16 MB rather
// than the ~70 MB of JavaScript strings) until the export is charged for and marked viewed.

const IDS_PER_CHUNK = 65_536;

export class UuidList {
  private readonly chunks: Buffer[] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** A UUID as PostgreSQL writes it (8-4-4-4-12 hex digits). Called once per exported row, so kept cheap. */
  add(id: string): void {
    const slot = this.count % IDS_PER_CHUNK;
    if (slot === 0) this.chunks.push(Buffer.allocUnsafe(IDS_PER_CHUNK * 16));
    const chunk = this.chunks[this.chunks.length - 1];
    const at = slot * 16;
    const written =
      id.length === 36
        ? chunk.write(id.slice(0, 8), at, 'hex') +
          chunk.write(id.slice(9, 13), at + 4, 'hex') +
          chunk.write(id.slice(14, 18), at + 6, 'hex') +
          chunk.write(id.slice(19, 23), at + 8, 'hex') +
          chunk.write(id.slice(24), at + 10, 'hex')
        : 0;
    if (written !== 16) throw new Error(`Not a UUID: ${id}`);
    this.count += 1;
  }

  /** The ids back as text, `size` at a time, in the order they were added. */
  *batches(size: number): Generator<string[]> {
    let batch: string[] = [];
    for (let i = 0; i < this.count; i += 1) {
      const chunk = this.chunks[Math.floor(i / IDS_PER_CHUNK)];
      const hex = chunk.toString('hex', (i % IDS_PER_CHUNK) * 16, (i % IDS_PER_CHUNK) * 16 + 16);
      batch.push(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
}
