import { type CommandError, SEND_LIMITS } from '@mail/contracts';

import { checkSendBounds } from './send-bounds';
import { readSendInput, type SendInput } from './send-input';

const base = readSendInput({ subject: 'Hi', from: 'Shop <a@shop.test>', to: ['b@example.com'], htmlcontent: '<p>x</p>' });
const failure = (input: Partial<SendInput>): string | undefined => {
  try {
    checkSendBounds({ ...base, ...input });
    return undefined;
  } catch (error) {
    const e = error as CommandError;
    return `${e.failure.errors[0].code} ${e.message}`;
  }
};
const text = (length: number) => 'x'.repeat(length);

describe(checkSendBounds.name, () => {
  it('takes every field at its limit', () => {
    expect(
      failure({
        subject: text(SEND_LIMITS.subject),
        from: { name: text(SEND_LIMITS.name), email: 'a@shop.test' },
        headers: Object.fromEntries(Array.from({ length: SEND_LIMITS.headers }, (_, i) => [`X-${i}`, text(SEND_LIMITS.headerValue)])),
        tags: [text(SEND_LIMITS.tag)],
        html: text(SEND_LIMITS.bodyBytes / 2),
        text: text(SEND_LIMITS.bodyBytes / 2),
        attachments: [{ filename: text(SEND_LIMITS.filename), content: Buffer.alloc(SEND_LIMITS.attachmentBytes).toString('base64') }],
      }),
    ).toBeUndefined();
  });

  it('answers 44 naming the field one past its limit', () => {
    expect(failure({ subject: text(SEND_LIMITS.subject + 1) })).toBe('44 Subject is over its limit of 998 characters');
    expect(failure({ cc: [{ name: text(SEND_LIMITS.name + 1), email: 'c@example.com' }] })).toMatch(/^44 A name in CC/);
    expect(failure({ headers: { 'X-A': text(SEND_LIMITS.headerValue + 1) } })).toMatch(/^44 Header X-A/);
    expect(failure({ tags: [text(SEND_LIMITS.tag + 1)] })).toMatch(/^44 A tag/);
    // bytes, not characters: a 4 MiB body of 2-byte characters is 8 MiB
    expect(failure({ html: 'é'.repeat(SEND_LIMITS.bodyBytes / 2 + 1) })).toBe('44 HTMLContent and PlainContent is over its limit of 4 MiB together');
    expect(failure({ attachments: [{ filename: 'a', content: Buffer.alloc(SEND_LIMITS.attachmentBytes + 1).toString('base64') }] })).toMatch(/^44 Attachments/);
  });
});
