import { isBase64 } from './base64';

describe('isBase64', () => {
  it('takes the alphabet with up to two padding characters, and nothing else', () => {
    const cases: [string, boolean][] = [
      ['QUJD', true],
      ['QUI=', true],
      ['QQ==', true],
      ['a+/9', true],
      ['', false],
      ['=', false],
      ['==', false],
      ['QQ===', false],
      ['QU=I', false],
      ['QU I', false],
      ['QUé', false],
      ['QU-_', false],
    ];
    expect(cases.map(([text]) => [text, isBase64(text)])).toEqual(cases);
  });

  it('reads a 14 MB attachment to its end (one wrong character near it is found)', () => {
    const content = Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64');
    expect([isBase64(content), isBase64(`${content.slice(0, -4)}*AA=`)]).toEqual([true, false]);
  });
});
