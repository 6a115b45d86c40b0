import { type CommandError } from '@mail/contracts';

import { addressOf, readSendInput } from './send-input';

const codeOf = (params: Record<string, unknown>): number | undefined => {
  try {
    readSendInput(params);
    return undefined;
  } catch (error) {
    return (error as CommandError).failure.errors[0].code;
  }
};
const base = { subject: 'Hi', from: { email: 'a@shop.test' }, to: [{ email: 'b@example.com' }], htmlcontent: '<p>x</p>' };

describe(readSendInput.name, () => {
  it('reads addresses in every spelling, headers, tags, attachments and SendAt', () => {
    const input = readSendInput({
      ...base,
      from: 'Shop <a@shop.test>',
      to: ['b@example.com', { name: 'C', email: 'c@example.com' }],
      bcc: { 0: { email: 'd@example.com' } },
      headers: { 'X-Campaign': 'spring' },
      tags: ['welcome'],
      attachments: [{ filename: 'a.txt', content: 'aGVsbG8=', contenttype: 'text/plain' }],
      sendat: '2000000000',
      tracklinks: 'true',
    });
    expect(input.from).toEqual({ name: 'Shop', email: 'a@shop.test' });
    expect(input.to).toEqual([{ email: 'b@example.com' }, { name: 'C', email: 'c@example.com' }]);
    expect(input.bcc).toEqual([{ email: 'd@example.com' }]);
    expect(input.sendAt).toBe(new Date(2_000_000_000_000).toISOString());
    expect([input.trackLinks, input.trackOpens, input.tags, input.attachments[0].contentType]).toEqual([true, false, ['welcome'], 'text/plain']);
  });

  it('answers the codes in order', () => {
    expect(codeOf({ ...base, subject: '' })).toBe(1);
    expect(codeOf({ ...base, from: 'nobody' })).toBe(2);
    expect(codeOf({ ...base, to: [] })).toBe(3);
    expect(codeOf({ ...base, cc: ['x'] })).toBe(4);
    expect(codeOf({ ...base, htmlcontent: '' })).toBe(5);
    expect(codeOf({ ...base, sendat: 'tomorrow' })).toBe(6);
    expect(codeOf({ ...base, attachments: [{ filename: 'a', content: '***' }] })).toBe(7);
    expect(codeOf({ ...base, bcc: Array.from({ length: 50 }, (_, i) => `r${i}@example.com`) })).toBe(12);
    expect(codeOf({ ...base, headers: { From: 'x' } })).toBe(14);
    expect(codeOf(base)).toBeUndefined();
  });

  it('refuses what is not an address', () => {
    expect(addressOf('a@b')).toBeUndefined();
    expect(addressOf('Name <a@b.test>')).toEqual({ name: 'Name', email: 'a@b.test' });
  });
});
