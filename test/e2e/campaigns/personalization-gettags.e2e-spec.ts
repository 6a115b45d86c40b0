import { e2eMailInbox, unique } from '@mail/testing';

import { codes, emailsUser, type EmailsUser, FORMATS, type Format, succeeded } from './emails-helpers';

const inbox = e2eMailInbox();

/** personalization.gettags: the merge-tag catalogue of a list by category (JSON and XML), and its tags render. */
describe('personalization.gettags', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  let listId: number;
  let fieldId: number;
  let alias: string;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    listId = await u.list();
    alias = `nick${unique('')}`;
    fieldId = Number(
      (
        await u.ok('CustomField.Create', {
          SubscriberListID: listId,
          FieldName: 'Nickname',
          FieldType: 'Single line',
          DefaultValue: 'Pal',
          MergeTagAlias: alias,
        })
      ).CustomFieldID,
    );
  });

  type Entry = { Tag: string; Label: string; Description?: string };
  const entries = (group: unknown): Entry[] => (Array.isArray(group) ? group : Object.values(group ?? {})) as Entry[];
  const tagsOf = (group: unknown): string[] => entries(group).map((t) => t.Tag);

  it.each(FORMATS)("answers every category, the list's custom fields among the subscriber tags (%s)", async (format: Format) => {
    const res = await u.call('personalization.gettags', { SubscriberListID: listId }, format);
    expect(succeeded(res)).toBe(true);
    expect(codes(res)).toEqual([0]);
    expect(Object.keys(res.body.Tags)).toEqual(['Subscriber', 'Link', 'User']);
    const subscriber = tagsOf(res.body.Tags.Subscriber);
    expect(subscriber).toEqual(
      expect.arrayContaining(['{{ Subscriber:EmailAddress }}', `{{ Subscriber:CustomField${fieldId} }}`, `{{ Subscriber:${alias} }}`]),
    );
    expect(entries(res.body.Tags.Subscriber).find((t) => t.Tag === `{{ Subscriber:CustomField${fieldId} }}`)).toMatchObject({ Label: 'Nickname' });
    expect(entries(res.body.Tags.Subscriber).every((t) => typeof t.Label === 'string' && (t.Description ?? '') === '')).toBe(true);
    expect(tagsOf(res.body.Tags.Link)).toEqual(expect.arrayContaining(['%Link:Unsubscribe%', '%Link:WebBrowser%', '%Link:Confirm%']));
    expect(tagsOf(res.body.Tags.User)).toContain('%User:FirstName%');
  });

  it('answers only the categories asked for (any case); blank asks for all', async () => {
    const some = await u.call('Personalization.GetTags', { SubscriberListID: listId, Categories: 'link, USER' });
    expect(Object.keys(some.body.Tags)).toEqual(['Link', 'User']);
    const blank = await u.call('personalization.gettags', { SubscriberListID: listId, Categories: ' ' });
    expect(Object.keys(blank.body.Tags)).toEqual(['Subscriber', 'Link', 'User']);
  });

  it.each(FORMATS)("1 without SubscriberListID, 2 another user's or no list, 3 an unknown category (%s)", async (format: Format) => {
    expect(codes(await u.call('personalization.gettags', {}, format))).toEqual([1]);
    expect(codes(await u.call('personalization.gettags', { SubscriberListID: 'abc' }, format))).toEqual([1]);
    expect(codes(await other.call('personalization.gettags', { SubscriberListID: listId }, format))).toEqual([2]);
    expect(codes(await u.call('personalization.gettags', { SubscriberListID: 999999999 }, format))).toEqual([2]);
    expect(codes(await u.call('personalization.gettags', { SubscriberListID: listId, Categories: 'Subscriber,Campaign' }, format))).toEqual([3]);
  });

  (inbox ? describe : describe.skip)('in a message', () => {
    it('its subscriber tags, as given, are filled', async () => {
      const res = await u.call('personalization.gettags', { SubscriberListID: listId, Categories: 'Subscriber' });
      const [email, custom] = [`{{ Subscriber:EmailAddress }}`, `{{ Subscriber:CustomField${fieldId} }}`].map((t) =>
        tagsOf(res.body.Tags.Subscriber).find((x) => x === t)!,
      );
      const to = `${unique('catalogue')}@example.com`;
      const sent = await u.call('Email.EmailPreview', {
        EmailAddress: to,
        ListID: listId,
        HTMLContent: `<p>For ${email}, called ${custom}</p>`,
        FromName: 'Tester',
        FromEmailAddress: 'tester@example.com',
      });
      expect(succeeded(sent)).toBe(true);
      const mail = await inbox!.waitFor(to);
      expect(mail.html).toContain(`For ${to}, called Pal`);
    });
  });
});
