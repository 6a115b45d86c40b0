/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, e2eMailInbox, unique } from '@mail/testing';

import { addDomain, addKey, gatewayUser, type GatewayUser, markVerified } from './gateway-helpers';

const inbox = e2eMailInbox();

// EmailGateway.UpdateDomain's options shape the domain's mail (issue 28): LinkTracking/OpenTracking 0 forbid tracking,
// UnsubscribeLink 1 adds a link, Subdomain is the return-path host, TrackPrefix the tracking host.
(inbox ? describe : describe.skip)('gateway: a domain’s options applied to its mail', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;

  beforeAll(async () => {
    u = await gatewayUser();
  });

  const domainWith = async (options: Record<string, unknown>) => {
    const d = await addDomain(u);
    await markVerified(d.id);
    await u.ok('EmailGateway.UpdateDomain', { DomainID: d.id, ...options });
    return { ...d, key: await addKey(u, d.id) };
  };
  const send = async (d: { name: string; key: string }, to: string, subject: string) => {
    const res = await api.v1(
      'POST',
      'email',
      {
        Subject: subject,
        From: { email: `news@${d.name}` },
        To: [{ email: to }],
        ContentType: 'html',
        HTMLContent: '<html><body><p>Read <a href="https://example.org/article">the article</a></p></body></html>',
        PlainContent: 'Read https://example.org/article',
        TrackLinks: true,
        TrackOpens: true,
      },
      { bearer: d.key },
    );
    expect(res.body.MessageID).toEqual(expect.any(String));
    return { id: res.body.MessageID as string, mail: await inbox!.waitFor(to, { subject: new RegExp(subject), timeoutMs: 30_000 }) };
  };

  it('LinkTracking 0 and OpenTracking 0: the message’s TrackLinks and TrackOpens do nothing', async () => {
    const d = await domainWith({ LinkTracking: 0, OpenTracking: 0 });
    const { mail } = await send(d, `${unique('op')}@example.com`, `Untracked ${unique('s')}`);
    expect(mail.html).toContain('href="https://example.org/article"');
    expect(mail.html).not.toMatch(/\/g\/[co]\//);
  });

  it('UnsubscribeLink, Subdomain and TrackPrefix: an unsubscribe link, bounces to <Subdomain>.<domain>, links through <TrackPrefix>-<Subdomain>.<domain>', async () => {
    const d = await domainWith({ UnsubscribeLink: 1, Subdomain: 'mx', TrackPrefix: 'clk' });
    const to = `${unique('op')}@example.com`;
    const { id, mail } = await send(d, to, `Options ${unique('s')}`);
    expect(mail.envelopeFrom).toBe(`bounces+${id}@mx.${d.name}`);
    expect(mail.html).toMatch(new RegExp(`href="https?://clk-mx\\.${d.name.replace(/\./g, '\\.')}/g/c/`));
    expect(mail.html).toMatch(/>Unsubscribe<\/a>/);
    expect(mail.html).toMatch(new RegExp(`clk-mx\\.${d.name.replace(/\./g, '\\.')}/g/u/`));
    expect(mail.text).toMatch(/Unsubscribe: https?:\/\/clk-mx\./);
    // the records to publish follow the subdomain
    const shown = await u.ok('EmailGateway.GetDomain', { DomainID: d.id });
    expect(JSON.stringify(shown.Domain.VerificationMeta)).toContain(`mx.${d.name}`);
  });
});
