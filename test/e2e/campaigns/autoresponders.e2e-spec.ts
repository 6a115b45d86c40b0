/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eMailInbox, e2eSql, unique, until } from '@mail/testing';

import { codes, type EmailsUser, emailsUser, FORMATS, type Format, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
/** XML renders a list as node_N keys: rows as an array either way */
const rowsOf = (rows: any): any[] => (Array.isArray(rows) ? rows : Object.values(rows ?? {}));
const num = (value: unknown) => Number(value);
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15' };

/** The vendor's autoresponder commands (legacy only), JSON and XML: settings, codes, isolation. */
describe.each(FORMATS)('autoresponders (%s)', (format: Format) => {
  let u: EmailsUser;
  let other: EmailsUser;
  let listId: number;
  let otherListId: number;
  let emailId: number;
  const call = (who: EmailsUser, command: string, params: Record<string, unknown> = {}) => who.call(command, params, format);
  const base = () => ({
    SubscriberListID: listId,
    AutoResponderName: unique('welcome'),
    AutoResponderTriggerType: 'OnSubscription',
    EmailID: emailId,
    TriggerTimeType: 'Immediately',
    Status: 'Disabled',
  });
  const create = async (params: Record<string, unknown> = {}) => {
    const res = await call(u, 'autoresponder.create', { ...base(), ...params });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    return num(res.body.AutoResponderID);
  };
  const get = async (who: EmailsUser, id: number, extra: Record<string, unknown> = {}) => call(who, 'autoresponder.get', { AutoResponderID: id, ...extra });

  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    [listId, otherListId, emailId] = await Promise.all([u.list(), other.list(), u.email()]);
  });

  it('autoresponder.create answers the id autoresponder.get reads back with every setting and zero statistics', async () => {
    const id = await create({ AutoResponderName: 'Welcome', TriggerTimeType: 'Days later', TriggerTime: 3, Repeat: 'R5/P2D' });
    const res = await get(u, id, { RetrieveStatistics: 1 });
    expect(succeeded(res)).toBe(true);
    const a = res.body.AutoResponder;
    expect({
      id: num(a.AutoResponderID),
      name: a.AutoResponderName,
      list: num(a.RelListID),
      email: num(a.RelEmailID),
      trigger: a.AutoResponderTriggerType,
      timeType: a.TriggerTimeType,
      time: num(a.TriggerTime),
      status: a.Status,
      rule: a.RepeatSettings.Rule,
      count: num(a.RepeatSettings.Count),
      sent: num(a.TotalSent),
      revenue: a.TotalRevenue,
    }).toEqual({
      id,
      name: 'Welcome',
      list: listId,
      email: emailId,
      trigger: 'OnSubscription',
      timeType: 'Days later',
      time: 3,
      status: 'Disabled',
      rule: 'R5/P2D',
      count: 5,
      sent: 0,
      revenue: '0.00',
    });
  });

  it('autoresponder.create: the name codes for missing parameters, then 5, 6, 7, 8, 9, 10, 11 and 12', async () => {
    const without = (key: string) => Object.fromEntries(Object.entries(base()).filter(([k]) => k !== key));
    const failing = async (params: Record<string, unknown>) => {
      const res = await call(u, 'autoresponder.create', params);
      expect(succeeded(res)).toBe(false);
      return codes(res);
    };
    expect(await failing(without('SubscriberListID'))).toEqual(['subscriberlistid']);
    expect(await failing(without('AutoResponderName'))).toEqual(['autorespondername']);
    expect(await failing(without('AutoResponderTriggerType'))).toEqual(['autorespondertriggertype']);
    expect(await failing({ ...base(), AutoResponderTriggerType: 'OnSubscriberCampaignOpen' })).toEqual(['autorespondertriggervalue']);
    expect(await failing({ ...base(), TriggerTimeType: 'Hours later' })).toEqual([5]);
    expect(await failing({ ...base(), AutoResponderTriggerType: 'OnBirthday' })).toEqual([6]);
    expect(await failing({ ...base(), TriggerTimeType: 'Fortnights later', TriggerTime: 1 })).toEqual([7]);
    expect(await failing(without('EmailID'))).toEqual([8]);
    expect(await failing({ ...base(), EmailID: emailId + 1_000_000 })).toEqual([9]);
    expect(await failing({ ...base(), Status: 'Paused' })).toEqual([10]);
    expect(await failing({ ...base(), SegmentID: 987_654_321 })).toEqual([11]);
    expect(await failing({ ...base(), SubscriberListID: otherListId })).toEqual([12]);
    expect(await failing({ ...base(), Repeat: 'every day' })).toEqual(['repeat']);
  });

  it('autoresponder.get: autoresponderid missing, 2 for a missing id and for another user’s', async () => {
    const id = await create();
    expect(codes(await call(u, 'autoresponder.get', {}))).toEqual(['autoresponderid']);
    expect(codes(await get(u, id + 1_000_000))).toEqual([2]);
    expect(codes(await get(other, id))).toEqual([2]);
  });

  it('autoresponder.update changes only what is sent; codes autoresponderid, triggervalue, triggertime, 5, 7, 8, 9, 10, 11', async () => {
    const id = await create({ AutoResponderName: 'Before' });
    const update = (params: Record<string, unknown>, who = u) => call(who, 'autoresponder.update', { AutoResponderID: id, ...params });
    expect(succeeded(await update({ AutoResponderName: 'After', TriggerTimeType: 'Minutes later', TriggerTime: 15, Status: 'Enabled' }))).toBe(true);
    const a = (await get(u, id)).body.AutoResponder;
    expect([a.AutoResponderName, a.TriggerTimeType, num(a.TriggerTime), a.Status, num(a.RelEmailID), a.RepeatSettings ?? null]).toEqual([
      'After',
      'Minutes later',
      15,
      'Enabled',
      emailId,
      format === 'XML' ? '' : null,
    ]);
    expect(codes(await call(u, 'autoresponder.update', {}))).toEqual(['autoresponderid']);
    expect(codes(await update({ AutoResponderTriggerType: 'OnSubscriberLinkClick' }))).toEqual(['autorespondertriggervalue']);
    expect(codes(await update({ TriggerTimeType: 'Weeks later' }))).toEqual(['triggertime']);
    expect(codes(await update({ AutoResponderName: 'theirs' }, other))).toEqual([5]);
    expect(codes(await update({ SubscriberListID: otherListId }))).toEqual([5]);
    expect(codes(await update({ AutoResponderTriggerType: 'Nope' }))).toEqual([7]);
    expect(codes(await update({ TriggerTimeType: 'Nope', TriggerTime: 1 }))).toEqual([8]);
    expect(codes(await update({ EmailID: emailId + 1_000_000 }))).toEqual([9]);
    expect(codes(await update({ Status: 'Maybe' }))).toEqual([10]);
    expect(codes(await update({ SegmentID: 987_654_321 }))).toEqual([11]);
    expect((await get(u, id)).body.AutoResponder.AutoResponderName).toBe('After');
  });

  it('autoresponders.get and acrosslists.get: filters, sorting, paging, TotalResponderCount, the caller’s only', async () => {
    const list = await u.list();
    const secondList = await u.list();
    const make = (name: string, extra: Record<string, unknown> = {}) => create({ SubscriberListID: list, AutoResponderName: name, ...extra });
    const [b, a, c] = [
      await make('Bravo'),
      await make('alpha', { Status: 'Enabled' }),
      await make('Charlie', { AutoResponderTriggerType: 'OnSubscriberCampaignOpen', AutoResponderTriggerValue: '42' }),
    ];
    const d = await create({ SubscriberListID: secondList, AutoResponderName: 'Delta' });
    const ids = async (command: string, params: Record<string, unknown>, who = u) => {
      const res = await call(who, command, params);
      expect(succeeded(res)).toBe(true);
      return { total: num(res.body.TotalResponderCount), ids: rowsOf(res.body.AutoResponders).map((r) => num(r.AutoResponderID)) };
    };
    expect(await ids('autoresponders.get', { SubscriberListID: list })).toEqual({ total: 3, ids: [a, b, c] });
    expect(await ids('autoresponders.get', { SubscriberListID: list, OrderField: 'AutoResponderID', OrderType: 'DESC' })).toEqual({ total: 3, ids: [c, a, b] });
    expect(await ids('autoresponders.get', { SubscriberListID: list, RecordsPerRequest: 1, RecordsFrom: 1 })).toEqual({ total: 3, ids: [b] });
    expect(await ids('autoresponders.get', { SubscriberListID: list, SearchKeyword: 'RAV' })).toEqual({ total: 1, ids: [b] });
    expect(await ids('autoresponders.get', { SubscriberListID: list, Status: 'Enabled' })).toEqual({ total: 1, ids: [a] });
    expect(await ids('autoresponders.get', { SubscriberListID: list, TriggerType: 'OnSubscriberCampaignOpen', TriggerValue: '42' })).toEqual({
      total: 1,
      ids: [c],
    });
    expect(await ids('autoresponders.get', { SubscriberListID: list }, other)).toEqual({ total: 0, ids: [] });
    expect(codes(await call(u, 'autoresponders.get', {}))).toEqual(['subscriberlistid']);
    const across = await ids('autoresponders.acrosslists.get', { SearchKeyword: 'a', OrderField: 'RelListID' });
    expect(across.ids).toEqual(expect.arrayContaining([a, b, c, d]));
    expect(across.ids.indexOf(d)).toBeGreaterThan(across.ids.indexOf(c));
    expect(await ids('autoresponders.acrosslists.get', { SubscriberListID: secondList })).toEqual({ total: 1, ids: [d] });
    expect((await ids('autoresponders.acrosslists.get', {}, other)).ids).not.toContain(a);
  });

  it('autoresponder.duplicate clones Disabled with a new email; codes 1, 2, 3', async () => {
    const id = await create({ AutoResponderName: 'Original', Status: 'Enabled' });
    const res = await call(u, 'autoresponder.duplicate', { AutoResponderID: id });
    expect(succeeded(res)).toBe(true);
    const clone = (await get(u, num(res.body.AutoResponderID))).body.AutoResponder;
    expect([clone.AutoResponderName, clone.Status, num(clone.RelEmailID), num(clone.RelListID)]).toEqual([
      'Copy of Original',
      'Disabled',
      num(res.body.RelEmailID),
      listId,
    ]);
    expect(num(res.body.RelEmailID)).not.toBe(emailId);
    const moved = await call(u, 'autoresponder.duplicate', { AutoResponderID: id, NamePrefix: 'X ', TargetListID: await u.list() });
    expect(succeeded(moved)).toBe(true);
    expect(codes(await call(u, 'autoresponder.duplicate', {}))).toEqual([1]);
    expect(codes(await call(other, 'autoresponder.duplicate', { AutoResponderID: id }))).toEqual([2]);
    expect(codes(await call(u, 'autoresponder.duplicate', { AutoResponderID: id, TargetListID: otherListId }))).toEqual([3]);
  });

  it('autoresponders.copy copies a list’s autoresponders (or one) with a prefix; codes sourcelistid, targetlistid, 4', async () => {
    const source = await u.list();
    const one = await create({ SubscriberListID: source, AutoResponderName: 'One' });
    await create({ SubscriberListID: source, AutoResponderName: 'Two' });
    const target = await u.list();
    expect(succeeded(await call(u, 'autoresponders.copy', { SourceListID: source, TargetListID: target, Prefix: 'Copy - ' }))).toBe(true);
    const names = async (list: number) =>
      rowsOf((await call(u, 'autoresponders.get', { SubscriberListID: list })).body.AutoResponders).map((r) => r.AutoResponderName);
    expect(await names(target)).toEqual(['Copy - One', 'Copy - Two']);
    const single = await u.list();
    expect(succeeded(await call(u, 'autoresponders.copy', { SourceListID: source, TargetListID: single, TargetAutoResponderID: one }))).toBe(true);
    expect(await names(single)).toEqual(['One']);
    expect(codes(await call(u, 'autoresponders.copy', { TargetListID: target }))).toEqual(['sourcelistid']);
    expect(codes(await call(u, 'autoresponders.copy', { SourceListID: source }))).toEqual(['targetlistid']);
    expect(codes(await call(u, 'autoresponders.copy', { SourceListID: source, TargetListID: otherListId }))).toEqual([4]);
    expect(codes(await call(other, 'autoresponders.copy', { SourceListID: source, TargetListID: otherListId }))).toEqual([4]);
  });

  it('autoresponders.delete deletes the caller’s ids only; autoresponders missing', async () => {
    const [mine, kept] = [await create(), await create()];
    const theirs = num(
      (await call(other, 'autoresponder.create', { ...base(), SubscriberListID: otherListId, EmailID: await other.email() })).body.AutoResponderID,
    );
    expect(succeeded(await call(u, 'autoresponders.delete', { AutoResponders: `${mine},${theirs}` }))).toBe(true);
    expect(codes(await get(u, mine))).toEqual([2]);
    expect(succeeded(await get(u, kept))).toBe(true);
    expect(succeeded(await get(other, theirs))).toBe(true);
    expect(codes(await call(u, 'autoresponders.delete', {}))).toEqual(['autoresponders']);
  });

  it('Subscriber.Unsubscribe checks its AutoResponderID: the caller’s is recorded, another user’s answers 8', async () => {
    const id = await create();
    const unsubscribe = async (address: string, autoResponderId: number) => {
      await u.subscriber(listId, address);
      return call(u, 'Subscriber.Unsubscribe', { ListID: listId, IPAddress: '1.2.3.4', EmailAddress: address, AutoResponderID: autoResponderId });
    };
    expect(succeeded(await unsubscribe(`${unique('u')}@example.com`, id))).toBe(true);
    const theirs = num(
      (await call(other, 'autoresponder.create', { ...base(), SubscriberListID: otherListId, EmailID: await other.email() })).body.AutoResponderID,
    );
    expect(codes(await unsubscribe(`${unique('u')}@example.com`, theirs))).toEqual([8]);
    expect(codes(await unsubscribe(`${unique('u')}@example.com`, id + 1_000_000))).toEqual([8]);
  });

  it('activity and stats window: codes 1 and 2, another user’s answers 2', async () => {
    const id = await create();
    for (const command of ['autoresponder.activity.get', 'autoresponder.stats.window.get']) {
      expect(codes(await call(u, command, {}))).toEqual([1]);
      expect(codes(await call(u, command, { AutoResponderID: id + 1_000_000 }))).toEqual([2]);
      expect(codes(await call(other, command, { AutoResponderID: id }))).toEqual([2]);
    }
    const stats = await call(u, 'autoresponder.stats.window.get', { AutoResponderID: id, WindowDays: 7 });
    expect([num(stats.body.Window.Days), num(stats.body.Counters.TotalSent)]).toEqual([7, 0]);
  });
});

/** The engine: a subscription fires the list's Enabled autoresponders; each message really reaches the mailbox once. */
(inbox ? describe : describe.skip)('autoresponders send (SMTP)', () => {
  let u: EmailsUser;
  let listId: number;
  let emailId: number;
  const domain = `${unique('ar')}.example`;

  beforeAll(async () => {
    u = await emailsUser();
    listId = await u.list();
    emailId = await u.email(
      validEmail({
        Subject: 'Welcome %Subscriber:EmailAddress%',
        HTMLContent:
          '<html><body><p>Hello %Subscriber:EmailAddress%</p><a href="https://shop.example/start">Start</a><a href="%Link:Unsubscribe%">Leave</a></body></html>',
        PlainContent: 'Hello %Subscriber:EmailAddress%. Leave: %Link:Unsubscribe%',
      }),
    );
  });

  const create = async (params: Record<string, unknown>) =>
    Number(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: listId,
          AutoResponderName: unique('ar'),
          AutoResponderTriggerType: 'OnSubscription',
          EmailID: emailId,
          TriggerTimeType: 'Immediately',
          ...params,
        })
      ).AutoResponderID,
    );
  const activity = async (id: number) => (await u.ok('autoresponder.activity.get', { AutoResponderID: id })) as any;

  it('sends the welcome on subscription, personalised and tracked, with unsubscribe headers; logged, counted, never twice', async () => {
    const immediate = await create({});
    const delayed = await create({ TriggerTimeType: 'Seconds later', TriggerTime: 2 });
    const disabled = await create({ Status: 'Disabled' });
    const address = `ann@${domain}`;
    const subscribedAt = Date.now();
    const subscriberId = await u.subscriber(listId, address);

    const done = (a: any) => a.Activity.length > 0 && a.Activity.every((e: any) => e.Status === 'Sent');
    const first = await until(() => activity(immediate), done, 'the immediate autoresponder to be Sent', 30_000);
    expect(first.TotalSendCount).toBe(1);
    expect(first.Activity[0]).toEqual(expect.objectContaining({ SubscriberID: subscriberId, Email: address, Status: 'Sent', FailureReason: null }));
    const later = await until(() => activity(delayed), done, 'the delayed autoresponder to be Sent', 30_000);
    expect(Date.parse(`${later.Activity[0].SentAt.replace(' ', 'T')}Z`)).toBeGreaterThanOrEqual(Math.floor(subscribedAt / 1000) * 1000 + 1000);

    const mails = await until(
      () => inbox!.list(address),
      (list) => list.length >= 2,
      'both messages in the mailbox',
      30_000,
    );
    expect(mails.map((m) => m.subject)).toEqual([`Welcome ${address}`, `Welcome ${address}`]);
    const mail = await inbox!.get(mails[0].id);
    expect(mail.html).toContain(`Hello ${address}`);
    expect(mail.html).not.toContain('href="https://shop.example/start"'); // the link is tracked
    expect(mail.html).toMatch(/\/t\/o\//); // the open pixel
    expect(Object.keys(mail.headers).map((h) => h.toLowerCase())).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));

    expect((await activity(disabled)).TotalSendCount).toBe(0);
    const stats = await u.ok('autoresponder.stats.window.get', { AutoResponderID: immediate });
    expect([stats.Counters.TotalSent, stats.LastSentAt === null, stats.NextScheduledAt]).toEqual([1, false, null]);
    expect((await u.ok('autoresponder.get', { AutoResponderID: immediate })).AutoResponder.TotalSent).toBe(1);
    // the same subscriber subscribing again (a second event) schedules nothing more
    await u.call('Subscriber.Subscribe', { ListID: listId, EmailAddress: address });
    expect((await activity(immediate)).TotalSendCount).toBe(1);
    expect((await inbox!.list(address)).length).toBe(2);
  }, 90_000);

  it('a repeat rule schedules the next send an interval after the first (R2/P1H: two sends in all)', async () => {
    const repeatList = await u.list();
    const id = Number(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: repeatList,
          AutoResponderName: unique('repeat'),
          AutoResponderTriggerType: 'OnSubscription',
          EmailID: emailId,
          TriggerTimeType: 'Immediately',
          Repeat: 'R2/P1H',
        })
      ).AutoResponderID,
    );
    await u.subscriber(repeatList, `repeat@${domain}`);
    const log = await until(
      () => activity(id),
      (a) => a.Activity.length === 2,
      'the repeat to be scheduled',
      30_000,
    );
    const [next, first] = log.Activity;
    expect([first.Status, next.Status]).toEqual(['Sent', 'Pending']);
    const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
    expect(at(next.ScheduledAt) - at(first.ScheduledAt)).toBe(3_600_000);
    expect((await u.ok('autoresponder.stats.window.get', { AutoResponderID: id })).NextScheduledAt).toBe(next.ScheduledAt);
  }, 60_000);

  it('OnSubscriberCampaignOpen and OnSubscriberLinkClick fire when a subscriber opens the campaign or clicks the URL', async () => {
    const campaignList = await u.list();
    const followUp = await u.email(validEmail({ Subject: 'Thanks for reading, %Subscriber:EmailAddress%' }));
    const onOpen = Number(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: campaignList,
          AutoResponderName: unique('open'),
          EmailID: followUp,
          TriggerTimeType: 'Immediately',
          AutoResponderTriggerType: 'OnSubscriberCampaignOpen',
          AutoResponderTriggerValue: '0', // set to the campaign below
        })
      ).AutoResponderID,
    );
    const onClick = Number(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: campaignList,
          AutoResponderName: unique('click'),
          EmailID: followUp,
          TriggerTimeType: 'Immediately',
          AutoResponderTriggerType: 'OnSubscriberLinkClick',
          AutoResponderTriggerValue: 'https://shop.example/start',
        })
      ).AutoResponderID,
    );
    const address = `reader@${domain}`;
    await u.subscriber(campaignList, address);
    const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('ar-campaign') });
    await u.ok('autoresponder.update', { AutoResponderID: onOpen, AutoResponderTriggerValue: String(CampaignID) });
    await u.ok('Campaign.Update', { CampaignID, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${campaignList}:0` });
    await u.ok('Campaign.Approve', { CampaignID });
    await until(
      async () => (await u.ok('Campaign.Get', { CampaignID })).Campaign,
      (c) => c.Status === 'Sent',
      'the campaign to be Sent',
      60_000,
    );
    // a person opens and clicks a while after the hand-over (sooner counts as a machine's)
    await e2eSql(`UPDATE "campaigns"."recipient" SET "sent_at" = "sent_at" - interval '30 seconds' WHERE "campaign_id" = $1`, [CampaignID]);
    const mail = await inbox!.get((await inbox!.list(address))[0].id);
    const pixel = /<img[^>]+src="([^"]+\/t\/o\/[^"]+)"/.exec(mail.html!)![1];
    const click = /<a[^>]+href="([^"]+\/t\/c\/[^"]+)"/.exec(mail.html!)![1];
    expect((await fetch(pixel, { headers: BROWSER })).status).toBe(200);
    expect((await fetch(click, { headers: BROWSER, redirect: 'manual' })).status).toBe(302);
    const done = (a: any) => a.Activity.length === 1 && a.Activity[0].Status === 'Sent';
    await until(() => activity(onOpen), done, 'the open autoresponder to be Sent', 30_000);
    await until(() => activity(onClick), done, 'the click autoresponder to be Sent', 30_000);
    const subjects = (
      await until(
        () => inbox!.list(address),
        (l) => l.length >= 3,
        'the two follow-ups',
        30_000,
      )
    ).map((m) => m.subject);
    expect(subjects.filter((s) => s === `Thanks for reading, ${address}`)).toHaveLength(2);
  }, 120_000);

  it('autoresponder.sendtest sends real copies to up to five addresses; codes 1, 2, 3, 7, 8, 9, 10', async () => {
    const id = await create({ Status: 'Disabled' });
    const to = `${unique('test')}@${domain}`;
    const res = await u.ok('autoresponder.sendtest', { AutoResponderID: id, Recipients: to });
    expect([res.RecipientsAttempted, res.RecipientsAccepted, res.RecipientFailures]).toEqual([1, 1, []]);
    const mail = await inbox!.waitFor(to);
    expect(mail.subject).toMatch(/^Welcome /);
    expect(codes(await u.call('autoresponder.sendtest', { Recipients: to }))).toEqual([1]);
    expect(codes(await u.call('autoresponder.sendtest', { AutoResponderID: id }))).toEqual([2]);
    expect(codes(await u.call('autoresponder.sendtest', { AutoResponderID: id + 1_000_000, Recipients: to }))).toEqual([3]);
    expect(codes(await u.call('autoresponder.sendtest', { AutoResponderID: id, Recipients: to, SubscriberID: 987_654_321 }))).toEqual([7]);
    expect(codes(await u.call('autoresponder.sendtest', { AutoResponderID: id, Recipients: 'not-an-address' }))).toEqual([8]);
    expect(codes(await u.call('autoresponder.sendtest', { AutoResponderID: id, Recipients: ' , ' }))).toEqual([9]);
    const six = Array.from({ length: 6 }, (_, i) => `t${i}@${domain}`).join(',');
    expect(codes(await u.call('autoresponder.sendtest', { AutoResponderID: id, Recipients: six }))).toEqual([10]);
    const other = await emailsUser();
    expect(codes(await other.call('autoresponder.sendtest', { AutoResponderID: id, Recipients: to }))).toEqual([3]);
  }, 60_000);
});
