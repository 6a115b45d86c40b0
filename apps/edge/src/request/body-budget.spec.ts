import { BodyBudget } from './body-budget';

describe(BodyBudget.name, () => {
  it('grants bytes while they fit, queues the rest first come first served, and frees them on release', async () => {
    const budget = new BodyBudget(100, 1_000);
    const first = await budget.acquire(60);
    const second = await budget.acquire(40);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    const order: string[] = [];
    const third = budget.acquire(50).then((release) => (order.push('third'), release));
    const fourth = budget.acquire(10).then((release) => (order.push('fourth'), release));
    await new Promise((r) => setImmediate(r)); // whatever could be granted now has been
    expect(order).toEqual([]); // nothing fits, and the small one does not jump the queue
    first!();
    expect(await third).toBeDefined();
    expect(await fourth).toBeDefined();
    expect(order).toEqual(['third', 'fourth']);
  });

  it('gives up when the bytes do not free up in time, and never hands out more than the total', async () => {
    const budget = new BodyBudget(100, 50);
    const held = await budget.acquire(500); // capped at the total
    expect(held).toBeDefined();
    expect(await budget.acquire(1)).toBeUndefined();
    held!();
    held!(); // releasing twice frees once
    const again = await budget.acquire(100);
    expect(again).toBeDefined();
    expect(await budget.acquire(1)).toBeUndefined();
  });
});
