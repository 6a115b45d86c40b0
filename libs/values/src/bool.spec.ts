import { toBool } from './bool';

describe('toBool', () => {
  it('reads 1, true, yes and on (any case, trimmed) as true', () => {
    expect(['1', 'true', 'TRUE', 'Yes', ' on ', 'ON', true, 1].map(toBool)).toEqual(Array(8).fill(true));
  });

  it('reads 0, false, no, off, empty and anything else as false', () => {
    expect(['0', 'false', 'No', 'OFF', '', '  ', false, 0, 2, -1, 'y', '2', 'enabled', undefined, null, {}, ['1']].map(toBool)).toEqual(Array(17).fill(false));
  });
});
