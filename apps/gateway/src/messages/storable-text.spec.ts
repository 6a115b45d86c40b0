import { unstorableField } from './storable-text';

const message = {
  userId: 1,
  domainId: 1,
  source: 'api' as const,
  mailFrom: 'a@shop.test',
  recipients: ['b@example.com'],
  subject: 'Hi',
  tags: ['t'],
  content: {
    from: { email: 'a@shop.test' },
    to: [{ email: 'b@example.com' }],
    cc: [],
    bcc: [],
    subject: 'Hi',
    html: '<p>😀</p>',
    headers: { 'X-A': 'b' },
    tags: ['t'],
    attachments: [],
    trackLinks: false,
    trackOpens: false,
  },
};

describe(unstorableField.name, () => {
  it('names the first field holding a NUL or half a surrogate pair, and passes whole pairs', () => {
    expect(unstorableField(message)).toBeUndefined();
    expect(unstorableField({ ...message, subject: 'a\u0000b' })).toBe('Subject');
    expect(unstorableField({ ...message, content: { ...message.content, html: 'x\ud800' } })).toBe('HTMLContent');
    expect(unstorableField({ ...message, content: { ...message.content, headers: { 'X-A': '\udc00' } } })).toBe('Headers');
    expect(unstorableField({ ...message, content: { ...message.content, to: [{ name: '\u0000', email: 'b@example.com' }] } })).toBe('To');
    expect(unstorableField({ ...message, tags: ['\u0000'] })).toBe('Tags');
  });

  it('leaves the raw bytes of a relayed message alone (stored as bytea)', () => {
    expect(unstorableField({ ...message, content: undefined, raw: Buffer.from([0, 0xed, 0xa0, 0x80]) })).toBeUndefined();
  });
});
