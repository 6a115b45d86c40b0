import { GroupCommit } from './group-commit';

describe(GroupCommit.name, () => {
  it('writes a lone item at once and groups what arrives while a write is in flight', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const group = new GroupCommit<number>(
      async (items) => {
        writes.push(items);
        if (writes.length === 1) await gate;
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const first = group.add(0);
    const rest = [1, 2, 3].map((n) => group.add(n));
    expect(writes).toEqual([[0]]);
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[0], [1, 2, 3]]);
  });

  it('rejects every caller of a failed write, and goes on with the next', async () => {
    let fail = true;
    const group = new GroupCommit<number>(
      async () => {
        if (fail) throw new Error('down');
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    await expect(group.add(1)).rejects.toThrow('down');
    fail = false;
    await expect(group.add(2)).resolves.toBeUndefined();
    expect(group.pending).toBe(0);
  });

  it('answers each item with its own outcome when the write reports them', async () => {
    const group = new GroupCommit<number>(async (items) => items.map((n) => (n === 2 ? new Error('bad') : undefined)), { maxBatch: 10, maxInFlight: 1 });
    const results = await Promise.allSettled([1, 2, 3].map((n) => group.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('writes the items of a failed batch again one by one, so only the guilty one fails', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const group = new GroupCommit<number>(
      async (items) => {
        writes.push(items);
        if (writes.length === 1) await gate;
        if (items.includes(13)) throw new Error('poison');
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const first = group.add(0);
    const rest = [1, 13, 2].map((n) => group.add(n));
    release();
    const results = await Promise.allSettled([first, ...rest]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(writes).toEqual([[0], [1, 13, 2], [1], [13], [2]]);
  });
});
