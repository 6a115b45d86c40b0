import { BoundedPipeline } from './bounded-pipeline';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
};

describe(BoundedPipeline.name, () => {
  it('gives a slot only while fewer than the limit run, and keeps the first failure', async () => {
    const pipeline = new BoundedPipeline(2);
    const [a, b, c] = [deferred(), deferred(), deferred()];
    pipeline.add(a.promise);
    pipeline.add(b.promise);
    let slotted = false;
    const slot = pipeline.slot().then(() => (slotted = true));
    await Promise.resolve();
    expect(slotted).toBe(false);
    b.reject(new Error('first'));
    await slot;
    expect(pipeline.failed).toBe(true);
    pipeline.add(c.promise);
    c.reject(new Error('second'));
    a.resolve();
    await pipeline.drain();
    expect((pipeline.failure as Error).message).toBe('first');
  });
});
