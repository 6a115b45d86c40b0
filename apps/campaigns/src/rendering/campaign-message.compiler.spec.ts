import { simpleParser } from 'mailparser';

import type { CampaignContent, MessageRecipient, RecipientUrls } from './campaign-content';
import { compileCampaignMessage, UnrenderableContentError } from './campaign-message.compiler';

const content: CampaignContent = {
  campaignId: 12,
  run: 1,
  userId: 3,
  campaignName: 'Spring',
  email: {
    id: 5,
    subject: 'Hello {{ Subscriber:FirstName|"friend" }} — %Subscriber:EmailAddress%',
    fromName: 'Shop Team',
    fromEmail: 'news@shop.example',
    replyToName: '',
    replyToEmail: 'help@shop.example',
    contentType: 'Both',
    html: `<html><body><p>Hi %Subscriber:FirstName%, you live in {{ Subscriber:City|"somewhere" }}. Tier: %Subscriber:CustomField7%</p>
      <a href="https://shop.example/sale?a=1&amp;b=2">Sale</a> <a href="%Link:Unsubscribe%">Unsubscribe</a>
      <a href="https://x.example/?e=%Subscriber:EmailAddress%">me</a> <a href="%Link:WebBrowser%">web</a> %User:CompanyName%</body></html>`,
    plain: '',
    preheader: 'Big sale',
  },
  links: { 'https://shop.example/sale?a=1&b=2': 41 },
  user: { CompanyName: 'Shop & Co' },
  mergeTagAliases: { FirstName: 'CustomField3', City: 'CustomField9' },
  customHeaders: [['X-Team', 'growth']],
};

const recipient: MessageRecipient = {
  id: 900,
  subscriberId: 77,
  listId: 4,
  emailAddress: 'ann+x@mail.example',
  fields: { CustomField3: '<Ann>', CustomField7: 'gold' },
};

const urls: RecipientUrls = {
  open: (r) => `https://t.example/t/o/${r.id}`,
  click: (r, linkId) => `https://t.example/t/c/${r.id}-${linkId}`,
  unsubscribe: (r) => `https://t.example/t/u/${r.id}`,
  view: (r) => `https://t.example/t/v/${r.id}`,
  returnPath: (r) => `bounces+${r.id}@bounce.example`,
};

describe(compileCampaignMessage.name, () => {
  const render = compileCampaignMessage(content, urls);

  it('builds a complete message with the one-click unsubscribe headers and a VERP return path', async () => {
    const message = render(recipient, new Date('2026-11-22T10:00:00Z'));
    expect(message.envelopeFrom).toBe('bounces+900@bounce.example');
    expect(message.messageId).toBe('<12.1.900@shop.example>');
    const mail = await simpleParser(message.raw);
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line;
    expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <https://t.example/t/u/900>');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('x-team')).toBe('X-Team: growth');
    expect(mail.messageId).toBe('<12.1.900@shop.example>');
    expect(mail.from?.value[0]).toEqual({ name: 'Shop Team', address: 'news@shop.example' });
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0].address).toBe('ann+x@mail.example');
    expect(mail.subject).toBe('Hello <Ann> — ann+x@mail.example');
  });

  it('personalises the HTML, tracks links and opens, and escapes values for where they stand', async () => {
    const mail = await simpleParser(render(recipient, new Date()).raw);
    const html = mail.html as string;
    expect(html).toContain('Hi &#60;Ann&#62;, you live in somewhere. Tier: gold');
    expect(html).toContain('href="https://t.example/t/c/900-41"');
    expect(html).not.toContain('shop.example/sale');
    expect(html).toContain('href="https://t.example/t/u/900"');
    expect(html).toContain('href="https://t.example/t/v/900"');
    expect(html).toContain('href="https://x.example/?e=ann%2Bx%40mail.example"');
    expect(html).toContain('<img src="https://t.example/t/o/900"');
    expect(html).toContain('Shop &#38; Co');
    expect(html).toMatch(/<body><div style="display:none[^"]*">Big sale<\/div>/);
  });

  it('derives the plain text from the HTML, with tracked links', async () => {
    const mail = await simpleParser(render(recipient, new Date()).raw);
    expect(mail.text).toContain('Hi <Ann>, you live in somewhere.');
    expect(mail.text).toContain('[https://t.example/t/c/900-41]');
    expect(mail.text).toContain('[https://t.example/t/u/900]');
  });

  it('fills the tags of headings in the derived plain text as in the HTML', async () => {
    const html = `<h1>Hi {{ Subscriber:City|"somewhere" }}, %Subscriber:FirstName%</h1><h2><a href="%Link:Unsubscribe%">Leave %Subscriber:EmailAddress%</a></h2>`;
    const render = compileCampaignMessage({ ...content, email: { ...content.email, contentType: 'HTML', html } }, urls);
    const mail = await simpleParser(render(recipient, new Date()).raw);
    expect(mail.html).toContain('Hi somewhere, &#60;Ann&#62;');
    expect(mail.text).toContain('HI somewhere, <Ann>');
    expect(mail.text).toContain('LEAVE ann+x@mail.example [https://t.example/t/u/900]');
    expect(mail.text).not.toMatch(/SUBSCRIBER|%|\{\{/i);
  });

  it('sends plain content alone when the email is Plain, and refuses an email without content', async () => {
    const plain = compileCampaignMessage(
      { ...content, email: { ...content.email, contentType: 'Plain', plain: 'Hi %Subscriber:EmailAddress% %Link:Unsubscribe%' } },
      urls,
    );
    const mail = await simpleParser(plain(recipient, new Date()).raw);
    expect(mail.html).toBe(false);
    expect(mail.text?.trim()).toBe('Hi ann+x@mail.example https://t.example/t/u/900');
    expect(() => compileCampaignMessage({ ...content, email: { ...content.email, html: ' ', plain: '' } }, urls)).toThrow(UnrenderableContentError);
  });

  it('renders merge tags named after what every object inherits as nothing, never as a function', async () => {
    const plain = '[%Subscriber:constructor%][%User:toString%][%Subscriber:CustomField7%][%Subscriber:__proto__%]';
    const render = compileCampaignMessage({ ...content, email: { ...content.email, contentType: 'Plain', html: '', plain } }, urls);
    const mail = await simpleParser(render(recipient, new Date('2026-11-22T10:00:00Z')).raw);
    expect(mail.text?.trim()).toBe('[][][gold][]');
  });

  it("adds the user's header and footer inside the body (the preheader first) and around the derived text, personalised", async () => {
    const headerFooter = { htmlHeader: '<div>H %Subscriber:FirstName%</div>', htmlFooter: '<div>F</div>', plainHeader: 'PH\n', plainFooter: '\nPF' };
    const mail = await simpleParser(compileCampaignMessage({ ...content, headerFooter }, urls)(recipient, new Date('2026-11-22T10:00:00Z')).raw);
    expect(mail.html).toMatch(/^<html><body><div style="display:none[^>]*>Big sale<\/div><div>H &#60;Ann&#62;<\/div><p>Hi /);
    // the footer last in the body, before only the open pixel
    expect(String(mail.html).trim()).toMatch(/Shop &#38; Co<div>F<\/div><img src="https:\/\/t.example\/t\/o\/900"[^>]*><\/body><\/html>$/);
    expect(mail.text?.startsWith('PH\nBig sale')).toBe(true);
    expect(mail.text?.trimEnd().endsWith('\nPF')).toBe(true);
    // the text is derived from the email's own HTML: the HTML blocks are not repeated in it
    expect(mail.text).not.toMatch(/\bH <Ann>|\bF\b/);
  });
});
