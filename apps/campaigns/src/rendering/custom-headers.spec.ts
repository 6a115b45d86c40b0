import { parseCustomHeaders } from './custom-headers';

describe(parseCustomHeaders.name, () => {
  it('keeps well-formed headers in order', () => {
    expect(parseCustomHeaders('X-Campaign-Source: newsletter\r\nX-Team:  growth \n')).toEqual([
      ['X-Campaign-Source', 'newsletter'],
      ['X-Team', 'growth'],
    ]);
  });

  it('never lets a user header replace the structural ones or carry garbage', () => {
    expect(parseCustomHeaders('From: evil@x.io\nContent-Type: text/plain\nList-Unsubscribe: <x>\nBad Name: 1\nNoColon\n: empty\nX-Empty:')).toEqual([]);
  });
});
