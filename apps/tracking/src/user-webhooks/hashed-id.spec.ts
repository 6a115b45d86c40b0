import { isHashedId, newHashedId } from './hashed-id';

describe(newHashedId.name, () => {
  it('makes eight dash-separated groups, different every time', () => {
    const a = newHashedId();
    expect(a.split('-')).toHaveLength(8);
    expect(isHashedId(a)).toBe(true);
    expect(newHashedId()).not.toBe(a);
    expect(isHashedId('../etc')).toBe(false);
  });
});
