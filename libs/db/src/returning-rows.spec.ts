import { returningRows } from './returning-rows';

describe('returningRows', () => {
  it('unwraps the [rows, count] pair of DELETE/UPDATE ... RETURNING', () => {
    expect(returningRows([[{ id: 1 }, { id: 2 }], 2])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(returningRows([[], 0])).toEqual([]);
  });

  it('passes plain row arrays through', () => {
    expect(returningRows([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(returningRows(undefined)).toEqual([]);
  });
});
