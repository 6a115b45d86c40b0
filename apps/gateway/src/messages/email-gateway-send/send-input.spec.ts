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

  it('answers the vendor codes in order (ours from 40)', () => {
    expect(codeOf({ ...base, subject: '' })).toBe(8);
    expect(codeOf({ ...base, from: undefined })).toBe(3);
    expect(codeOf({ ...base, from: 'nobody' })).toBe(23);
    expect(codeOf({ ...base, to: [] })).toBe(8);
    expect(codeOf({ ...base, to: [{ name: 'No address' }] })).toBe(18);
    expect(codeOf({ ...base, to: ['x'] })).toBe(19);
    expect(codeOf({ ...base, cc: [{ name: 'n' }] })).toBe(21);
    expect(codeOf({ ...base, cc: ['x'] })).toBe(22);
    expect(codeOf({ ...base, bcc: ['x'] })).toBe(25);
    expect(codeOf({ ...base, replyto: 'x' })).toBe(29);
    expect(codeOf({ ...base, replyto: ['a@example.com', 'b@example.com'] })).toBe(31);
    expect(codeOf({ ...base, contenttype: 'rtf' })).toBe(9);
    expect(codeOf({ ...base, contenttype: undefined, htmlcontent: undefined, plaincontent: undefined })).toBe(9);
    expect(codeOf({ ...base, contenttype: 'html', htmlcontent: '' })).toBe(10);
    expect(codeOf({ ...base, contenttype: 'plain', plaincontent: '' })).toBe(11);
    expect(codeOf({ ...base, sendat: 'tomorrow' })).toBe(40);
    expect(codeOf({ ...base, attachments: [{ filename: 'a', content: '***' }] })).toBe(41);
    expect(codeOf({ ...base, bcc: Array.from({ length: 50 }, (_, i) => `r${i}@example.com`) })).toBe(20);
    expect(codeOf({ ...base, headers: { From: 'x' } })).toBe(42);
    expect(codeOf(base)).toBeUndefined();
  });

  it('refuses what is not an address', () => {
    expect(addressOf('a@b')).toBeUndefined();
    expect(addressOf('Name <a@b.test>')).toEqual({ name: 'Name', email: 'a@b.test' });
  });
});
