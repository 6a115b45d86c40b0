import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes cells with commas, quotes or line breaks and leaves the rest; null is empty', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 3, null, true, -2])).toBe('a,"b,c","say ""hi""","two\nlines",3,,true,-2\r\n');
  });

  it('keeps a spreadsheet from running a text cell as a formula', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1+cmd|x', '@SUM(A1)', '-2+3', '\tx', 'plain'])).toBe(`"'=HYPERLINK(""x"")",'+1+cmd|x,'@SUM(A1),'-2+3,'\tx,plain\r\n`);
    // a phone number or a signed number stays as it is
    expect(csvLine(['+15551234567', '+1 (555) 123', '-2.5'])).toBe('+15551234567,+1 (555) 123,-2.5\r\n');
  });
});
