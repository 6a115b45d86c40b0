import { displayOrder } from './subscriber-progress.handler';

describe(displayOrder.name, () => {
  it('orders each sequence by OrderNo with a Decision’s True then False branch right after it', () => {
    const row = (id: string, order_no: number, parent_id: string | null = null, branch: 'True' | 'False' | null = null) => ({
      id,
      order_no,
      parent_id,
      branch,
    });
    const rows = [row('4', 2), row('9', 1, '2', 'False'), row('2', 1), row('7', 1, '2', 'True'), row('8', 2, '2', 'True'), row('1', 0)];
    expect(displayOrder(rows)).toEqual(['1', '2', '7', '8', '9', '4']);
  });
});
