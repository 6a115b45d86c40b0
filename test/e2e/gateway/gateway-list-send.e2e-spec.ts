/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, e2eMailInbox, unique } from '@mail/testing';

import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, markVerified, v1Code } from './gateway-helpers';

const inbox = e2eMailInbox();

// POST /api/v1/email with TargetListID: one message per Subscribed subscriber of one of the user's lists (the vendor's
// list send, capped at its first 250 recipients), issue 28
describe('gateway: POST /api/v1/email with TargetListID', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  let domain: { id: number; name: string };
  let key: string;

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    domain = await addDomain(u);
    await markVerified(domain.id);
    key = await addKey(u, domain.id);
  });

  const message = (subject: string) => ({ Subject: subject, From: { email: `news@${domain.name}` }, ContentType: 'html', HTMLContent: '<p>Hello list</p>' });

  it('sends one message to each subscriber of the list, each addressed to them alone, and answers a MessageID per recipient', async () => {
    const listId = await u.list();
    const readers = [0, 1, 2].map(() => `${unique('ls')}@example.com`.toLowerCase());
    for (const reader of readers) await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' });
    const subject = `List send ${unique('s')}`;
    const res = await api.v1('POST', 'email', { ...message(subject), TargetListID: listId }, { bearer: key });
    expect(res.status).toBe(200);
    expect(res.body.MessageID).toHaveLength(3);
    for (const id of res.body.MessageID) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    if (!inbox) return;
    for (const reader of readers) {
      const mail = await inbox.waitFor(reader, { subject: new RegExp(subject), timeoutMs: 30_000 });
      expect(mail.to).toEqual([reader]);
    }
  });

  it.each(FORMATS)('16 for another user’s list or a bad id, 20 for a list without recipients (%s)', async (format) => {
    const theirs = await other.list();
    const empty = await u.list();
    expect(v1Code(await api.v1('POST', 'email', { ...message('x'), TargetListID: theirs }, { bearer: key, format }))).toBe(16);
    expect(v1Code(await api.v1('POST', 'email', { ...message('x'), TargetListID: 'abc' }, { bearer: key, format }))).toBe(16);
    expect(v1Code(await api.v1('POST', 'email', { ...message('x'), TargetListID: empty }, { bearer: key, format }))).toBe(20);
  });
});
