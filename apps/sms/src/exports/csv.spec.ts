import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes cells with commas, quotes or line breaks and leaves the rest', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 3, null, true])).toBe('a,"b,c","say ""hi""","two\nlines",3,,true\r\n');
  });
});
