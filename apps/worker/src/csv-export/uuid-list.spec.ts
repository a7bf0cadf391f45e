import { randomUUID } from 'node:crypto';
import { UuidList } from './uuid-list';

describe('UuidList', () => {
  it('gives back every id, in order, in batches, across its internal chunks', () => {
    const ids = Array.from({ length: 70_000 }, () => randomUUID());
    const list = new UuidList();
    ids.forEach((id) => list.add(id));

    const batches = [...list.batches(30_000)];
    expect(batches.map((batch) => batch.length)).toEqual([30_000, 30_000, 10_000]);
    expect(batches.flat()).toEqual(ids);
    expect(list.length).toBe(70_000);
  });

  it('lower-cases ids and refuses anything that is not a UUID', () => {
    const list = new UuidList();
    list.add('0190A6C2-0000-7000-8000-00000000000A');
    expect([...list.batches(10)]).toEqual([['0190a6c2-0000-7000-8000-00000000000a']]);
    expect(() => list.add('not-a-uuid')).toThrow('Not a UUID');
    expect([...new UuidList().batches(10)]).toEqual([]);
  });
});
