import type { SendInput } from '../messages/email-gateway-send/send-input';
import { trackedContent } from './tracked-content';

describe(trackedContent.name, () => {
  const input: SendInput = {
    from: { email: 'a@shop.example' },
    to: [{ email: 'b@example.com' }],
    cc: [],
    bcc: [],
    subject: 'Hi',
    html: '<body><a href="https://shop.example/a">A</a> <a href="mailto:x@y.io">m</a></body>',
    text: 'see https://shop.example/b',
    headers: {},
    tags: [],
    attachments: [],
    trackLinks: true,
    trackOpens: true,
  };
  const urlOf = (kind: string, link?: number) => `https://t.example/g/${kind}${link === undefined ? '' : `/${link}`}`;

  it('rewrites links to click URLs by index, adds the pixel and a one-click List-Unsubscribe', () => {
    const out = trackedContent(input, urlOf);
    expect(out.html).toBe(
      '<body><a href="https://t.example/g/c/0">A</a> <a href="mailto:x@y.io">m</a><img src="https://t.example/g/o" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" /></body>',
    );
    expect(out.text).toBe('see https://t.example/g/c/1');
    expect(out.headers).toEqual({ 'List-Unsubscribe': '<https://t.example/g/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('applies only the switches that are on, and keeps the sender’s own List-Unsubscribe', () => {
    const out = trackedContent({ ...input, trackLinks: false, headers: { 'list-unsubscribe': '<mailto:u@shop.example>' } }, urlOf);
    expect(out.html).toContain('href="https://shop.example/a"');
    expect(out.html).toContain('<img src="https://t.example/g/o"');
    expect(out.text).toBe('see https://shop.example/b');
    expect(out.headers).toEqual({ 'list-unsubscribe': '<mailto:u@shop.example>' });
  });
});
