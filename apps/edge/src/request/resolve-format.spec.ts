import { resolveFormat } from './resolve-format';

describe('resolveFormat', () => {
  it.each([
    ['XML', false, 'XML'],
    ['JSON', false, 'JSON'],
    ['xml', false, 'JSON'],
    ['Xml', false, 'JSON'],
    ['xml', true, 'XML'],
    ['Xml', true, 'XML'],
    ['json', true, 'JSON'],
    [' XML', false, 'JSON'],
    ['XML ', true, 'JSON'],
    ['', true, 'JSON'],
    ['yaml', true, 'JSON'],
    [undefined, false, 'JSON'],
    [['XML'], false, 'JSON'],
  ])('%p (case-insensitive %p) → %p', (raw, insensitive, expected) => {
    expect(resolveFormat(raw, insensitive)).toBe(expected);
  });
});
