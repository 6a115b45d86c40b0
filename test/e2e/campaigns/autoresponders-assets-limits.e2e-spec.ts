/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv, e2eMailInbox, unique, until } from '@mail/testing';

import { codes, type EmailsUser, emailsUser, FORMATS, type Format, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();
/** XML renders a list as node_N keys (and an empty one as ''): rows as an array either way */
const rowsOf = (rows: any): any[] => (Array.isArray(rows) ? rows : rows && typeof rows === 'object' ? Object.values(rows) : []);
const num = (value: unknown) => Number(value);

/** List.Assets answers the list's autoresponders, which lists asks of campaigns over the bus. */
describe.each(FORMATS)('List.Assets AutoResponders (%s)', (format: Format) => {
  let u: EmailsUser;
  let other: EmailsUser;
  let emailId: number;

  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    emailId = await u.email();
  });

  const create = async (listId: number, name: string, extra: Record<string, unknown> = {}) =>
    num(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: listId,
          AutoResponderName: name,
          AutoResponderTriggerType: 'OnSubscription',
          EmailID: emailId,
          TriggerTimeType: 'Days later',
          TriggerTime: 2,
          Status: 'Disabled',
          ...extra,
        })
      ).AutoResponderID,
    );

  it('lists the list’s autoresponders (by name, as autoresponders.get presents them), not another list’s', async () => {
    const [listId, secondList] = [await u.list(), await u.list()];
    const beta = await create(listId, 'Beta');
    const alpha = await create(listId, 'alpha', { Status: 'Enabled', TriggerTimeType: 'Immediately', TriggerTime: 0 });
    await create(secondList, 'Elsewhere');
    const res = await u.call('List.Assets', { ListID: listId }, format);
    expect(succeeded(res)).toBe(true);
    const rows = rowsOf(res.body.AutoResponders);
    expect(
      rows.map((a) => ({
        id: num(a.AutoResponderID),
        name: a.AutoResponderName,
        list: num(a.RelListID),
        email: num(a.RelEmailID),
        trigger: a.AutoResponderTriggerType,
        timeType: a.TriggerTimeType,
        time: num(a.TriggerTime),
        status: a.Status,
        sent: num(a.TotalSent),
      })),
    ).toEqual([
      { id: alpha, name: 'alpha', list: listId, email: emailId, trigger: 'OnSubscription', timeType: 'Immediately', time: 0, status: 'Enabled', sent: 0 },
      { id: beta, name: 'Beta', list: listId, email: emailId, trigger: 'OnSubscription', timeType: 'Days later', time: 2, status: 'Disabled', sent: 0 },
    ]);
    // the same rows autoresponders.get answers
    const listed = await u.call('autoresponders.get', { SubscriberListID: listId }, format);
    expect(rows).toEqual(rowsOf(listed.body.AutoResponders));
  });

  it('a list without autoresponders answers none; a deleted one is gone from the assets', async () => {
    const listId = await u.list();
    expect(rowsOf((await u.call('List.Assets', { ListID: listId }, format)).body.AutoResponders)).toEqual([]);
    const id = await create(listId, 'Short-lived');
    expect(rowsOf((await u.call('List.Assets', { ListID: listId }, format)).body.AutoResponders).map((a) => num(a.AutoResponderID))).toEqual([id]);
    expect(succeeded(await u.call('autoresponders.delete', { AutoResponders: String(id) }, format))).toBe(true);
    expect(rowsOf((await u.call('List.Assets', { ListID: listId }, format)).body.AutoResponders)).toEqual([]);
  });

  it('1 for a missing list and for another user’s list (its autoresponders are never shown)', async () => {
    const listId = await u.list();
    await create(listId, 'Mine');
    expect(codes(await other.call('List.Assets', { ListID: listId }, format))).toEqual([1]);
    expect(codes(await u.call('List.Assets', {}, format))).toEqual([1]);
  });
});

/** The user's rules on autoresponder mail (journey mail): the send limits hold a message back, the whitelist overrides suppression. */
(inbox ? describe : describe.skip)('autoresponder sends under the user’s send limits and whitelist (SMTP)', () => {
  const { api, adminApiKey } = e2eEnv();
  const domain = `${unique('arl')}.example`;
  const admin = async (userId: number, params: Record<string, unknown>) => {
    const res = await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: userId, ...params });
    expect(res.body?.Success).toBe(true);
  };
  const setUp = async (u: EmailsUser, extra: Record<string, unknown> = {}) => {
    const listId = await u.list();
    const emailId = await u.email(validEmail({ Subject: 'Hi %Subscriber:EmailAddress%' }));
    const id = num(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: listId,
          AutoResponderName: unique('ar'),
          AutoResponderTriggerType: 'OnSubscription',
          EmailID: emailId,
          TriggerTimeType: 'Immediately',
          ...extra,
        })
      ).AutoResponderID,
    );
    const activity = async () => (await u.ok('autoresponder.activity.get', { AutoResponderID: id })) as any;
    return { listId, id, activity };
  };
  const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

  it('MaxSendPerMinute 1: the second message is held back (Pending, not failed) and sent when the next minute opens', async () => {
    const u = await emailsUser();
    await admin(u.user.userId, { RateLimits: JSON.stringify({ MaxSendPerMinute: 1 }) });
    const { listId, activity } = await setUp(u);
    const [first, second] = [`one@${domain}`, `two@${domain}`];
    await u.subscriber(listId, first);
    await u.subscriber(listId, second);
    const sentOne = await until(activity, (a) => a.Activity.length === 2 && a.Activity.some((e: any) => e.Status === 'Sent'), 'one message sent', 30_000);
    const firstSent = sentOne.Activity.find((e: any) => e.Status === 'Sent');
    const held = sentOne.Activity.find((e: any) => e.Status !== 'Sent');
    // the limiter's window is the calendar minute: unless the first went out at a minute's very end, the other waits
    const early = new Date(at(firstSent.SentAt)).getUTCSeconds() < 55;
    expect(early ? held.Status : 'Pending').toBe('Pending');
    expect(held.FailureReason).toBeNull();
    const done = await until(activity, (a) => a.Activity.every((e: any) => e.Status === 'Sent'), 'the held-back message sent in the next minute', 90_000);
    const minutes = done.Activity.map((e: any) => Math.floor(at(e.SentAt) / 60_000));
    expect(new Set(minutes).size).toBe(2);
    const subjects = await Promise.all([first, second].map(async (address) => (await inbox!.list(address)).map((m) => m.subject)));
    expect(subjects).toEqual([[`Hi ${first}`], [`Hi ${second}`]]);
  }, 150_000);

  it('a whitelisted address gets the message although suppressed; a suppressed one that is not is failed, not sent', async () => {
    const u = await emailsUser();
    const [listed, plain] = [`white@${domain}`, `black@${domain}`];
    await admin(u.user.userId, { WhiteListedEmailAddresses: `${listed.toUpperCase()}\nsomeone@else.example` });
    const { listId, activity } = await setUp(u, { TriggerTimeType: 'Seconds later', TriggerTime: 6 });
    await u.subscriber(listId, listed);
    await u.subscriber(listId, plain);
    await u.ok('Suppression.Import', { EmailAddressesBulk: `${listed}\n${plain}\n` });
    const done = await until(activity, (a) => a.Activity.length === 2 && a.Activity.every((e: any) => e.Status !== 'Pending'), 'both messages settled', 45_000);
    const byEmail = Object.fromEntries(done.Activity.map((e: any) => [e.Email, [e.Status, e.FailureReason]]));
    expect(byEmail).toEqual({ [listed]: ['Sent', null], [plain]: ['Failed', 'not subscribed, or suppressed'] });
    expect((await inbox!.waitFor(listed)).subject).toBe(`Hi ${listed}`);
    expect(await inbox!.list(plain)).toEqual([]);
  }, 90_000);
});
