import { isGiven, paramBool, paramId, paramIds, paramInt, paramList, paramMap, paramText } from './params';

describe('param readers', () => {
  it('reads text trimmed, blank when absent, objects as JSON', () => {
    expect([paramText(' a@b.c '), paramText(undefined), paramText(null), paramText(7), paramText({ k: 1 })]).toEqual(['a@b.c', '', '', '7', '{"k":1}']);
    expect([isGiven(''), isGiven(0), isGiven(null), isGiven(undefined)]).toEqual([true, true, false, false]);
  });

  it('reads ids: positive, at most 15 digits; lists of ids distinct with invalid entries dropped', () => {
    expect([paramId('12'), paramId(' 7 '), paramId(7), paramId('0'), paramId('1e3'), paramId(-1), paramId('x')]).toEqual([
      12,
      7,
      7,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(paramIds('1, 2,x,2')).toEqual([1, 2]);
    expect(paramIds([3, '4', 'x'])).toEqual([3, 4]);
    expect(paramIds({ 0: '5' })).toEqual([5]);
  });

  it('reads integers in the 32-bit range, else the fallback', () => {
    expect([paramInt('25', 0), paramInt(' -3', 0), paramInt('abc', 9), paramInt('99999999999', 9), paramInt(undefined, 4)]).toEqual([25, -3, 9, 9, 4]);
  });

  it('reads booleans with the shared meaning, the fallback only when absent', () => {
    expect([paramBool(2, true), paramBool('y', true), paramBool('ON', false), paramBool('', true), paramBool(1, false), paramBool(undefined, true)]).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it('reads lists from arrays, positional objects, JSON arrays or one value', () => {
    expect(paramList(['a', 'b'])).toEqual(['a', 'b']);
    expect(paramList('["a","b"]')).toEqual(['a', 'b']);
    expect(paramList({ 1: 'b', 0: 'a' })).toEqual(['a', 'b']);
    expect(paramList('[not json')).toEqual(['[not json']);
    expect(paramList(undefined)).toEqual([]);
  });

  it('reads keyed maps from objects, JSON objects and sparse arrays', () => {
    expect(paramMap([null, null, 'x'])).toEqual({ 2: 'x' });
    expect(paramMap('{"k":1}')).toEqual({ k: 1 });
    expect(paramMap('[null,"y"]')).toEqual({ 1: 'y' });
    expect(paramMap({ 5: 'z' })).toEqual({ 5: 'z' });
    expect([paramMap('text'), paramMap('{bad'), paramMap(3)]).toEqual([undefined, undefined, undefined]);
  });
});
