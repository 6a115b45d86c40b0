import { e2eEnv, e2eMailInbox, unique, until } from '@mail/testing';

import { sql } from '../tracking/tracking-helpers';
import { addDomain, addKey, gatewayUser, markVerified, startReceiver } from './gateway-helpers';

const inbox = e2eMailInbox();
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

// TrackOpens / TrackLinks through the edge: each recipient's copy carries its own signed URLs (/g/<kind>/<token>),
// and what a person does with them reaches the domain's webhooks. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('gateway open, click and unsubscribe tracking', () => {
  const { baseUrl, api } = e2eEnv();

  it('records opens, clicks and a one-click unsubscribe per recipient; machines and forged tokens record nothing', async () => {
    const u = await gatewayUser();
    const { id, name } = await addDomain(u);
    await markVerified(id);
    const key = await addKey(u, id);
    const receiver = await startReceiver();
    try {
      for (const event of ['open', 'click', 'unsubscribe']) await u.ok('EmailGateway.AddWebhook', { DomainID: id, Event: event, WebhookURL: receiver.url });
      const reader = `${unique('reader')}@example.com`.toLowerCase();
      const copied = `${unique('copied')}@example.com`.toLowerCase();
      const sent = await api.v1(
        'POST',
        'email',
        {
          Subject: `Tracked ${id}`,
          From: { email: `news@${name}` },
          To: [{ email: reader }],
          CC: [{ email: copied }],
          HTMLContent: '<html><body><p><a href="https://shop.example/deal?x=1&amp;y=2">Deal</a> <a href="mailto:help@shop.example">Help</a></p></body></html>',
          PlainContent: 'Deal: https://shop.example/deal?x=1&y=2',
          TrackOpens: true,
          TrackLinks: true,
        },
        { bearer: key },
      );
      const messageId = sent.body.MessageID as string;
      // the copy whose envelope is the recipient's alone (the inbox lists a message under every address it names)
      const copyFor = async (to: string) => {
        const [copy] = await until(
          async () => (await inbox!.list(to)).filter((m) => m.subject === `Tracked ${id}` && m.envelopeTo.join() === to),
          (found) => found.length > 0,
          `the copy for ${to}`,
          20_000,
        );
        return inbox!.get(copy.id);
      };
      const [readerMail, copiedMail] = await Promise.all([copyFor(reader), copyFor(copied)]);
      // both copies name the To and the CC as written
      expect(readerMail.headers.cc).toContain(copied);
      const path = (url: string) => `${baseUrl}${new URL(url).pathname}`;
      const urlsOf = (html: string) => ({
        open: path(/<img src="([^"]+\/g\/o\/[^"]+)"/.exec(html)![1]),
        click: path(/<a href="([^"]+\/g\/c\/[^"]+)">Deal/.exec(html)![1]),
      });
      const mine = urlsOf(readerMail.html!);
      const theirs = urlsOf(copiedMail.html!);
      expect(readerMail.html).toContain('href="mailto:help@shop.example"');
      expect(mine.click).not.toBe(theirs.click);
      const unsubscribe = path(/^<([^>]+)>$/.exec(readerMail.headers['list-unsubscribe'])![1]);
      expect(readerMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // a click within seconds of the hand-over is a link scanner's: the message is made an hour old first
      await sql(`UPDATE "gateway"."message" SET "sent_at" = now() - interval '1 hour' WHERE "id" = $1`, [messageId]);
      const get = (url: string, userAgent = BROWSER) => fetch(url, { redirect: 'manual', headers: { 'user-agent': userAgent } });
      const pixel = await get(mine.open);
      expect([pixel.status, pixel.headers.get('content-type')]).toEqual([200, 'image/gif']);
      const click = await get(mine.click);
      expect([click.status, click.headers.get('location')]).toEqual([302, 'https://shop.example/deal?x=1&y=2']);
      expect((await get(theirs.open)).status).toBe(200);
      // a scanner follows the link too, and is sent on without being counted
      expect((await get(mine.click, 'Mozilla/5.0 (compatible; Barracuda Sentinel)')).status).toBe(302);
      // a MAC character changed (not the last: base64url's last character has bits nobody reads)
      const forged = mine.click.replace(/.(....)$/, (_all, rest: string) => `${mine.click.at(-5) === 'A' ? 'B' : 'A'}${rest}`);
      expect((await get(forged)).status).toBe(404);

      expect((await get(unsubscribe)).status).toBe(200);
      const post = () =>
        fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);

      const events = await until(
        () =>
          sql<{ event: string; recipient: string }>(
            `SELECT "event", "recipient" FROM "gateway"."message_event" WHERE "message_id" = $1 AND "event" <> 'delivery' ORDER BY "id"`,
            [messageId],
          ),
        (rows) => rows.length >= 4,
        'the tracked events',
        20_000,
      );
      expect(events).toEqual([
        { event: 'open', recipient: reader },
        { event: 'click', recipient: reader },
        { event: 'open', recipient: copied },
        { event: 'unsubscribe', recipient: reader },
      ]);
      const hooks = await until(
        () => receiver.received.map((r) => JSON.parse(r.body)),
        (all) => all.length >= 4,
        'four webhook posts',
        30_000,
      );
      expect(hooks.find((h) => h.event === 'click')).toMatchObject({
        message_id: messageId,
        recipient: reader,
        details: { url: 'https://shop.example/deal?x=1&y=2' },
      });
      expect(hooks.map((h) => h.event).sort()).toEqual(['click', 'open', 'open', 'unsubscribe']);
    } finally {
      await receiver.close();
    }
  });
});
