import { e2eEnv } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, type Format, succeeded } from './campaigns-helpers';

/** email.html2text: a pure transform, on v1 (Errors shape) and api.php (legacy envelope), JSON and XML. */
describe('email.html2text', () => {
  const { api } = e2eEnv();
  let u: CampaignsUser;
  let v1: (params: Record<string, unknown>, bearer?: string) => ReturnType<typeof api.v1>;
  beforeAll(async () => {
    u = await campaignsUser();
    v1 = (params, bearer = u.user.apiKey) => api.v1('POST', 'email.html2text', params, { bearer });
  });

  const html = `<html><body><h1>Hello {{ Subscriber:FirstName|"friend" }}</h1>
    <p>Read <a href="https://example.com/offer?x=1&amp;y=2">our offer</a> today.</p><img src="https://example.com/pixel.gif">
    <p>%Link:Unsubscribe% &mdash; caf&eacute;</p></body></html>`;

  it.each(FORMATS)('converts as sending does: links as text [url], images dropped, merge tags kept (%s, v1)', async (format: Format) => {
    const res = await v1({ HTMLContent: html, ResponseFormat: format });
    expect(res.status).toBe(200);
    const text = String(res.body.PlainContent);
    expect(String(res.body.Success)).toBe('true');
    expect(text).toContain('HELLO {{ Subscriber:FirstName|"friend" }}');
    expect(text).toContain('our offer [https://example.com/offer?x=1&y=2]');
    expect(text).toContain('%Link:Unsubscribe% — café');
    expect(text).not.toMatch(/pixel|<|>/);
  });

  it('answers by Command=email.html2text too, in the legacy envelope', async () => {
    const res = await u.call('email.html2text', { HTMLContent: '<p>One<br>Two</p>' });
    expect(succeeded(res)).toBe(true);
    expect(res.body.PlainContent).toBe('One\nTwo');
  });

  it('an empty string gives an empty result; broken HTML gives partial text, never an error', async () => {
    expect((await v1({ HTMLContent: '' })).body.PlainContent).toBe('');
    const broken = await v1({ HTMLContent: '<div><p>unclosed <b>bold <table><tr><td>cell' });
    expect(broken.status).toBe(200);
    expect(broken.body.PlainContent).toContain('unclosed bold');
    expect(broken.body.PlainContent).toContain('cell');
  });

  it('1 (422) without HTMLContent; needs a user', async () => {
    const res = await v1({});
    expect(res.status).toBe(422);
    expect(res.body.Errors[0].Code).toBe(1);
    expect(codes(await u.call('email.html2text', {}))).toEqual([1]);
    expect((await v1({ HTMLContent: { a: '<p>x</p>' } })).body.Errors[0].Code).toBe(1);
    const anonymous = await v1({ HTMLContent: '<p>x</p>' }, 'not-a-key');
    expect(anonymous.body.Errors[0].Code).toBe(99998);
  });
});
