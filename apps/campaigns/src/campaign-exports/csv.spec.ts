import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes what needs quoting and keeps a spreadsheet from running a text cell as a formula', () => {
    expect(csvLine([1, 'Spring, "sale"', 'a\nb', -2])).toBe('1,"Spring, ""sale""","a\nb",-2\r\n');
    expect(csvLine(['=HYPERLINK("x")', '+1', '@SUM(A1)', 'plain'])).toBe(`"'=HYPERLINK(""x"")",'+1,'@SUM(A1),plain\r\n`);
  });
});
