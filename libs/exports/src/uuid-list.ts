// The ids of the rows an export wrote, kept compactly (16 bytes each, so a million rows take 16 MB rather
// than the ~70 MB of JavaScript strings) until the export is charged for and marked viewed.

const IDS_PER_CHUNK = 65_536;

export class UuidList {
  private readonly chunks: Buffer[] = [];
  private count = 0;
  private pendingLine = '';

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
  /**
   * Adds the ids of `COPY (SELECT id …) TO STDOUT` output, one per line, as it arrives in chunks (a line
   * may straddle two). Call endLines() after the last chunk.
   */
  addLines(chunk: Buffer): void {
    const lines = (this.pendingLine + chunk.toString('latin1')).split('\n');
    this.pendingLine = lines.pop() ?? '';
    for (const line of lines) this.add(line);
  }

  /** After the last addLines(): refuses output that did not end with a complete line. */
  endLines(): void {
    if (this.pendingLine) throw new Error(`Not a UUID: ${this.pendingLine}`);
  }

  /** The ids packed 16 bytes each, in order, in pieces of up to 65,536 ids (views of the list, not copies). */
  *packed(): Generator<Buffer> {
    for (let i = 0; i < this.chunks.length; i += 1) {
      const ids = Math.min(IDS_PER_CHUNK, this.count - i * IDS_PER_CHUNK);
      if (ids > 0) yield this.chunks[i].subarray(0, ids * 16);
    }
  }
}
