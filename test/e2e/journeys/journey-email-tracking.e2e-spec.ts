/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON */
import { e2eEnv, e2eMailInbox, e2eSql, unique } from '@mail/testing';

import { reportComplaint, reportHardBounce } from '../campaigns/bounce-report';
import { email, journeysUser, type JourneysUser, waitFor } from './journeys-helpers';

const inbox = e2eMailInbox();
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };

// A journey's email is tracked like a campaign's: the message from the inbox, its pixel and a link fetched through
// the edge, and the journey's and the action's Stats count them. Skipped when the run has no inbox to read.
(inbox ? describe : describe.skip)('journey emails are tracked', () => {
  let u: JourneysUser;

  beforeAll(async () => {
    u = await journeysUser();
  });

  it('the pixel and a link of a journey email count as the action’s open and click, and as the subscriber’s activity', async () => {
    const { baseUrl } = e2eEnv();
    const listId = await u.list();
    const EmailID = await u.email({
      EmailName: 'Tracked',
      Subject: 'Spring sale',
      HTMLContent: '<html><body><p>Hi</p><a href="https://shop.example/spring?utm=mail">Shop</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Hi. https://shop.example/spring?utm=mail Unsubscribe: %Link:Unsubscribe%',
    });
    const copy = email('cc');
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    expect((await u.actions(journeyId, [{ Action: 'SendEmail', ActionParameters: { EmailID, CC: [copy] } }])).status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });
    // journey emails feed the EmailOpen and EmailLinkClick triggers like campaign emails
    const onOpen = await u.journey({ Trigger: 'EmailOpen', Trigger_EmailID: EmailID });
    const onClick = await u.journey({ Trigger: 'EmailLinkClick', Trigger_EmailID: EmailID });
    for (const id of [onOpen, onClick]) {
      await u.actions(id, [{ Action: 'ExitThisJourney' }]);
      await u.v1('GET', 'journey.enable', { JourneyID: id });
    }

    const reader = email('reader');
    const subscriberId = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' })).SubscriberID);
    const mail = await inbox!.waitFor(reader, { subject: /Spring sale/ });
    expect(mail.envelopeTo).toContain(copy);

    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(mail.html!)?.[1];
    const link = /<a href="([^"]+\/t\/c\/[^"]+)">Shop<\/a>/.exec(mail.html!)?.[1];
    const unsubscribe = /<a href="([^"]+\/t\/u\/[^"]+)">Unsubscribe<\/a>/.exec(mail.html!)?.[1];
    expect(pixel?.startsWith(baseUrl)).toBe(true);
    expect(link?.startsWith(baseUrl)).toBe(true);
    expect(unsubscribe?.startsWith(baseUrl)).toBe(true);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.text).toMatch(/\/t\/c\//);
    expect(mail.text).not.toContain('https://shop.example/spring');

    // a click within seconds of the hand-over is a link scanner's: the reader clicks a minute later
    await e2eSql(`UPDATE "campaigns"."journey_mail" SET "sent_at" = "sent_at" - interval '1 minute' WHERE "journey_id" = $1`, [journeyId]);
    expect((await fetch(pixel!, { headers: BROWSER })).status).toBe(200);
    const click = await fetch(link!, { headers: BROWSER, redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://shop.example/spring?utm=mail');
    // an unsubscribe page GET records nothing
    expect((await fetch(unsubscribe!, { headers: BROWSER })).status).toBe(200);

    const tracked = await waitFor(
      () => u.get(journeyId),
      (res) => Number(res.body?.Actions?.[0]?.Stats?.EmailClicked) === 1 && Number(res.body?.Actions?.[0]?.Stats?.EmailOpened) === 1,
      30_000,
    );
    expect(tracked.body.Actions[0].Stats).toMatchObject({ EmailSent: 1, EmailOpened: 1, EmailClicked: 1 });
    expect(tracked.body.Journey.JourneyStats.AggregatedEmailActionStats).toMatchObject({ SendCount: 1, OpenCount: 1, ClickCount: 1 });
    const listed = (await u.v1('GET', 'journeys')).body.Journeys.find((j: any) => Number(j.JourneyID) === journeyId);
    expect(listed.JourneyStats.AggregatedEmailActions).toEqual([{ SendCount: 1, OpenCount: 1, ClickCount: 1 }]);

    for (const id of [onOpen, onClick])
      expect(
        Number(
          (
            await waitFor(
              () => u.get(id),
              (res) => Number(res.body?.Journey?.JourneyStats?.TotalSubscribers) === 1,
            )
          ).body.Journey.JourneyStats.TotalSubscribers,
        ),
      ).toBe(1);

    // the send, the open and the click are the subscriber's activity, attributed to the journey and the action
    const actionId = String(tracked.body.Actions[0].ActionID);
    const activity = await waitFor(
      () =>
        e2eSql<{ activity_type: string; parameters: Record<string, string> }>(
          `SELECT "activity_type", "parameters" FROM "lists"."activity" WHERE "subscriber_id" = $1 AND "parameters"->>'action_id' = $2 AND "activity_type" LIKE 'email %' ORDER BY "id"`,
          [subscriberId, actionId],
        ),
      (rows) => rows.length >= 3,
      20_000,
    );
    // the open and the click are separate events: replicas of lists may record them in either order
    expect(activity.map((a) => a.activity_type).sort()).toEqual(['email campaign delivery', 'email link click', 'email open']);
    for (const a of activity) expect(a.parameters).toMatchObject({ journey_id: String(journeyId), action_id: actionId, EmailID: String(EmailID) });
  });

  it('a journey email has a working web view and a VERP return path: its bounce counts in the action and marks the subscriber', async () => {
    const { baseUrl } = e2eEnv();
    const listId = await u.list();
    const EmailID = await u.email({
      EmailName: 'Viewable',
      Subject: 'Autumn sale',
      HTMLContent:
        '<html><body><p>Hello %Subscriber:EmailAddress% from %User:CompanyName%.</p><a href="%Link:WebBrowser%">View online</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'Hello %Subscriber:EmailAddress%. Unsubscribe: %Link:Unsubscribe%',
    });
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    expect((await u.actions(journeyId, [{ Action: 'SendEmail', ActionParameters: { EmailID } }])).status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });

    const reader = email('bouncer');
    const subscriberId = Number((await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' })).SubscriberID);
    const mail = await inbox!.waitFor(reader, { subject: /Autumn sale/ });
    expect(mail.envelopeFrom).toMatch(/^bounces\+.+@/);

    // the web view: the reader's own message, without the open pixel, recorded as a view (and an open) of the action's email
    await e2eSql(`UPDATE "campaigns"."journey_mail" SET "sent_at" = "sent_at" - interval '1 minute' WHERE "journey_id" = $1`, [journeyId]);
    // the message keeps the reader's values only; the user's fields are read as they are now, as the email is
    const [sent] = await e2eSql<{ user_id: number; kept: string[] }>(
      `SELECT "user_id", ARRAY(SELECT jsonb_object_keys("personalisation")) AS "kept" FROM "campaigns"."journey_mail" WHERE "journey_id" = $1`,
      [journeyId],
    );
    expect(sent.kept).toEqual(['fields']);
    const company = unique('Renamed Co');
    await e2eSql(`UPDATE "accounts"."user" SET "company_name" = $2 WHERE "id" = $1`, [sent.user_id, company]);
    const view = /<a href="([^"]+\/t\/v\/[^"]+)">View online<\/a>/.exec(mail.html!)?.[1];
    expect(view?.startsWith(baseUrl)).toBe(true);
    const page = await fetch(view!, { headers: BROWSER });
    const html = await page.text();
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html).toContain(`Hello ${reader} from ${company}.`);
    expect(html).toContain('/t/u/');
    expect(html).not.toContain('/t/o/');
    const views = await e2eSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "campaigns"."tracking_event" t JOIN "campaigns"."journey_mail" j ON j."id" = t."recipient_id"
       WHERE t."campaign_id" = 0 AND t."kind" = 'view' AND j."journey_id" = $1`,
      [journeyId],
    );
    expect(views[0].n).toBe(1);

    await reportHardBounce(mail, baseUrl);
    const tracked = await waitFor(
      () => u.get(journeyId),
      (res) =>
        Number(res.body?.Actions?.[0]?.Stats?.EmailBounced) === 1 &&
        Number(res.body?.Actions?.[0]?.Stats?.EmailOpened) === 1 &&
        Number(res.body?.Journey?.JourneyStats?.AggregatedEmailActionStats?.BrowserViewCount) === 1,
      30_000,
    );
    expect(tracked.body.Actions[0].Stats).toMatchObject({ EmailSent: 1, EmailOpened: 1, EmailBounced: 1 });
    expect(tracked.body.Journey.JourneyStats.AggregatedEmailActionStats).toMatchObject({ SendCount: 1, OpenCount: 1, BounceCount: 1, BrowserViewCount: 1 });

    // lists handles the bounce as a campaign's: the subscriber is marked, the address suppressed, the activity names the journey
    const subscriber = await waitFor(
      () => u.ok('Subscriber.Get', { ListID: listId, EmailAddress: reader }),
      (body) => body?.SubscriberInformation?.BounceType === 'Hard',
      20_000,
    );
    expect(subscriber.SubscriberInformation.BounceType).toBe('Hard');
    expect((await u.ok('Suppression.Browse', { SearchPattern: reader })).SuppressedEmails[0].EmailAddress).toBe(reader);
    const actionId = String(tracked.body.Actions[0].ActionID);
    const bounce = await e2eSql<{ parameters: Record<string, string> }>(
      `SELECT "parameters" FROM "lists"."activity" WHERE "subscriber_id" = $1 AND "activity_type" = 'hard bounce'`,
      [subscriberId],
    );
    expect(bounce[0]?.parameters).toMatchObject({ journey_id: String(journeyId), action_id: actionId });
  });

  it('a conversion after a click, an unsubscribe and a spam complaint of a journey email count in the action’s Stats', async () => {
    const listId = await u.list();
    const EmailID = await u.email({
      EmailName: 'Outcomes',
      Subject: 'Winter sale',
      HTMLContent: '<html><body><a href="https://shop.example/winter">Shop</a> <a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>',
      PlainContent: 'https://shop.example/winter Unsubscribe: %Link:Unsubscribe%',
    });
    const journeyId = await u.journey({ Trigger: 'ListSubscription', Trigger_ListID: listId });
    expect((await u.actions(journeyId, [{ Action: 'SendEmail', ActionParameters: { EmailID } }])).status).toBe(200);
    await u.v1('GET', 'journey.enable', { JourneyID: journeyId });

    const reader = email('outcomes');
    await u.ok('Subscriber.Create', { ListID: listId, EmailAddress: reader, IPAddress: '127.0.0.1' });
    const mail = await inbox!.waitFor(reader, { subject: /Winter sale/ });
    await e2eSql(`UPDATE "campaigns"."journey_mail" SET "sent_at" = "sent_at" - interval '1 minute' WHERE "journey_id" = $1`, [journeyId]);
    const link = /<a href="([^"]+\/t\/c\/[^"]+)">Shop<\/a>/.exec(mail.html!)?.[1];
    const unsubscribe = /<a href="([^"]+\/t\/u\/[^"]+)">Unsubscribe<\/a>/.exec(mail.html!)?.[1];
    expect((await fetch(link!, { headers: BROWSER, redirect: 'manual' })).status).toBe(302);
    // the conversion is attributed to the journey email clicked last; twice the same subscriber counts once
    for (let i = 0; i < 2; i++) {
      const order = { 'conversion-id': unique('order'), 'conversion-name': 'Order', 'conversion-value': 40 };
      expect((await u.v1('POST', 'event', { ListID: listId, Event: 'conversion', Email: reader, Properties: order })).status).toBe(200);
    }
    const oneClick = await fetch(unsubscribe!, {
      method: 'POST',
      headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    await reportComplaint(mail, e2eEnv().baseUrl);

    const outcome = (res: any) => res.body?.Actions?.[0]?.Stats ?? {};
    const tracked = await waitFor(
      () => u.get(journeyId),
      (res) => outcome(res).EmailConverted === 1 && outcome(res).EmailUnsubscribed === 1 && outcome(res).EmailSpamComplaint === 1,
      30_000,
    );
    expect(tracked.body.Actions[0].Stats).toMatchObject({ EmailSent: 1, EmailClicked: 1, EmailConverted: 1, EmailUnsubscribed: 1, EmailSpamComplaint: 1 });
    expect(tracked.body.Journey.JourneyStats.AggregatedEmailActionStats).toMatchObject({
      SendCount: 1,
      ClickCount: 1,
      ConversionCount: 1,
      UnsubscribeCount: 1,
      SpamComplaintCount: 1,
    });
  });
});
