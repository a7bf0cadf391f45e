import { ViewedItemList } from './viewed-item-list';

const A = '0190a6c2-0000-7000-8000-000000000001';
const B = '0190a6c2-0000-7000-8000-000000000002';
const C = '0190a6c2-0000-7000-8000-000000000003';

describe('ViewedItemList', () => {
  it('reads "kind<TAB>id" lines split anywhere across chunks and packs the ids per kind', () => {
    const list = new ViewedItemList();
    const text = `alert\t${A}\nprospect\t${B}\nprospect\t${C}\n`;
    list.addLines(Buffer.from(text.slice(0, 9), 'latin1'));
    list.addLines(Buffer.from(text.slice(9, 50), 'latin1'));
    list.addLines(Buffer.from(text.slice(50), 'latin1'));
    list.endLines();
    expect(list.length).toBe(3);
    const packed = [...list.packed()].map(({ kind, packedIds }) => [kind, packedIds.toString('hex')]);
    expect(packed).toEqual([
      ['alert', A.replace(/-/g, '')],
      ['prospect', B.replace(/-/g, '') + C.replace(/-/g, '')],
    ]);
  });

  it('refuses lines that are not a known kind and an id', () => {
    expect(() => new ViewedItemList().addLines(Buffer.from(`person\t${A}\n`))).toThrow(/Not a viewed item/);
    const cut = new ViewedItemList();
    cut.addLines(Buffer.from(`alert\t${A}`));
    expect(() => cut.endLines()).toThrow(/Not a viewed item/);
  });
});
