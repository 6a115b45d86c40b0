import { addressDomain, subjectOf } from './relay-submission';

describe(subjectOf.name, () => {
  it('reads the folded Subject of the header block only', () => {
    expect(subjectOf(Buffer.from('From: a@b.test\r\nSubject: Hello\r\n world\r\n\r\nSubject: body'))).toBe('Hello world');
    expect(subjectOf(Buffer.from('From: a@b.test\r\n\r\nSubject: body'))).toBe('');
  });

  it('takes the domain of an address', () => {
    expect(addressDomain('Me@Shop.Test')).toBe('shop.test');
  });
});
