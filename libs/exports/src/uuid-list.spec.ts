import { randomUUID } from 'node:crypto';
import { UuidList } from './uuid-list';

/** The list's packed pieces read back as UUID strings, piece by piece. */
function unpack(list: UuidList): string[][] {
  return [...list.packed()].map((piece) =>
    Array.from({ length: piece.length / 16 }, (_, i) => {
      const hex = piece.toString('hex', i * 16, i * 16 + 16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }),
  );
}

describe('UuidList', () => {
  it('gives back every id, in order, packed in pieces of 65,536', () => {
    const ids = Array.from({ length: 70_000 }, () => randomUUID());
    const list = new UuidList();
    ids.forEach((id) => list.add(id));

    const pieces = unpack(list);
    expect(pieces.map((piece) => piece.length)).toEqual([65_536, 4_464]);
    expect(pieces.flat()).toEqual(ids);
    expect(list.length).toBe(70_000);
  });

  it('lower-cases ids and refuses anything that is not a UUID', () => {
    const list = new UuidList();
    list.add('0190A6C2-0000-7000-8000-00000000000A');
    expect(unpack(list)).toEqual([['0190a6c2-0000-7000-8000-00000000000a']]);
    expect(() => list.add('not-a-uuid')).toThrow('Not a UUID');
    expect(unpack(new UuidList())).toEqual([]);
  });

  it('reads ids from COPY output, one per line, whatever the chunks', () => {
    const ids = Array.from({ length: 1_000 }, () => randomUUID());
    const text = Buffer.from(ids.map((id) => `${id}\n`).join(''), 'latin1');
    const list = new UuidList();
    // Chunks of 7 bytes: most lines arrive in pieces.
    for (let at = 0; at < text.length; at += 7) list.addLines(text.subarray(at, at + 7));
    list.endLines();
    expect(unpack(list)).toEqual([ids]);

    const cut = new UuidList();
    cut.addLines(Buffer.from(`${ids[0]}\n${ids[1].slice(0, 20)}`));
    expect(() => cut.endLines()).toThrow('Not a UUID');
    expect(() => new UuidList().addLines(Buffer.from('nonsense\n'))).toThrow('Not a UUID');
  });
});
