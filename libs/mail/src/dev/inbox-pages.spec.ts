import type { StoredMail } from '../mailbox/stored-mail';
import { inboxPage, messagePage } from './inbox-pages';

const mail: StoredMail = {
  id: '1763840000000-0a1b2c3d',
  receivedAt: '2026-11-22T19:00:00.000Z',
  envelopeFrom: 'a@b.example',
  envelopeTo: ['x@y.example'],
  from: '"<script>alert(1)</script>" <a@b.example>',
  to: ['x@y.example'],
  subject: '<img src=x onerror=alert(1)>',
  size: 10,
  text: 'hello <b>',
  html: '<script>steal()</script>',
  headers: {},
};

describe('inbox pages', () => {
  it('escape everything a message controls', () => {
    for (const html of [inboxPage([mail], '/tmp/<dir>'), messagePage(mail)]) {
      expect(html).not.toMatch(/<script>|<img /);
      expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    }
  });

  it('show the HTML body only in a sandboxed frame, never inline', () => {
    const page = messagePage(mail);
    expect(page).not.toContain('steal()');
    expect(page).toContain(`<iframe sandbox src="/messages/${mail.id}/html">`);
  });
});
