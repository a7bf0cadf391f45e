// What an export wrote, as the items it is charged for: per viewed-item kind (alert, company, prospect) the
// ids, kept compactly (UuidList) until the export is charged and marked viewed.
import { VIEWED_ITEM_KINDS, type ViewedItemKind } from '@leadsignal/contracts';
import { UuidList } from './uuid-list';

export class ViewedItemList {
  private readonly lists = new Map<ViewedItemKind, UuidList>();
  private pendingLine = '';
  private rows = 0;

  /** How many rows were added (one item each). */
  get length(): number {
    return this.rows;
  }

  add(kind: ViewedItemKind, id: string): void {
    let list = this.lists.get(kind);
    if (!list) this.lists.set(kind, (list = new UuidList()));
    list.add(id);
    this.rows += 1;
  }

  /**
   * Adds the output of `COPY (SELECT kind, id …) TO STDOUT` — "<kind>\t<uuid>" per line — as it arrives in
   * chunks (a line may straddle two). Call endLines() after the last chunk.
   */
  addLines(chunk: Buffer): void {
    const lines = (this.pendingLine + chunk.toString('latin1')).split('\n');
    this.pendingLine = lines.pop() ?? '';
    for (const line of lines) {
      const tab = line.indexOf('\t');
      const kind = line.slice(0, tab);
      if (tab < 0 || !isViewedItemKind(kind)) throw new Error(`Not a viewed item: ${line}`);
      this.add(kind, line.slice(tab + 1));
    }
  }

  /** After the last addLines(): refuses output that did not end with a complete line. */
  endLines(): void {
    if (this.pendingLine) throw new Error(`Not a viewed item: ${this.pendingLine}`);
  }

  /** Each kind with its ids packed 16 bytes each, in pieces of up to 65,536 ids. */
  *packed(): Generator<{ kind: ViewedItemKind; packedIds: Buffer }> {
    for (const [kind, list] of this.lists) for (const packedIds of list.packed()) yield { kind, packedIds };
  }
}

function isViewedItemKind(kind: string): kind is ViewedItemKind {
  return (VIEWED_ITEM_KINDS as readonly string[]).includes(kind);
}
