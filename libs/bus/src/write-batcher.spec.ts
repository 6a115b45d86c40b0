import { WriteBatcher } from './write-batcher';

describe(WriteBatcher.name, () => {
  it('runs every write queued in one iteration together, after the current task, in order', async () => {
    const batch = new WriteBatcher();
    const done: string[] = [];
    batch.add(() => done.push('a'));
    batch.add(() => {
      throw new Error('one bad write');
    });
    batch.add(() => done.push('c'));
    expect(done).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(done).toEqual(['a', 'c']);
    batch.add(() => done.push('d'));
    await new Promise((r) => setImmediate(r));
    expect(done).toEqual(['a', 'c', 'd']);
  });
});
