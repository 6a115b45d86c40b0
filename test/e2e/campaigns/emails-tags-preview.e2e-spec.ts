import { e2eMailInbox, unique } from '@mail/testing';

import { codes, emailsUser, type EmailsUser, FORMATS, keyed, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();

describe('Email.PersonalizationTags', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  let listId: number;
  let fieldId: number;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
    listId = await u.list();
    fieldId = Number(
      (await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Nickname', FieldType: 'Single line', MergeTagAlias: `nick${unique('')}` }))
        .CustomFieldID,
    );
  });

  const tagsOf = (group: unknown): string[] => (Array.isArray(group) ? group : Object.values(group ?? {})).map((t: { Tag: string }) => t.Tag);

  it.each(FORMATS)("lists the subscriber tags with the list's custom fields and aliases (%s)", async (format) => {
    const res = await u.call('Email.PersonalizationTags', { Scope: ['Subscriber', 'User'], ListID: listId }, format);
    expect(succeeded(res)).toBe(true);
    const subscriber = tagsOf(res.body.PersonalizationTags.Subscriber);
    expect(subscriber).toEqual(expect.arrayContaining(['%Subscriber:EmailAddress%', `%Subscriber:CustomField${fieldId}%`]));
    expect(subscriber.some((t) => /^%Subscriber:nick/.test(t))).toBe(true);
    expect(tagsOf(res.body.PersonalizationTags.User)).toContain('%User:FirstName%');
  });

  it('answers each link scope, from a comma list or a JSON array', async () => {
    const res = await u.call('Email.PersonalizationTags', { Scope: 'OptLinks,ListLinks' });
    expect(tagsOf(res.body.PersonalizationTags.OptLinks)).toEqual(['%Link:Confirm%', '%Link:Reject%']);
    expect(tagsOf(res.body.PersonalizationTags.ListLinks)).toContain('%Link:Unsubscribe%');
    const all = await u.call('email.personalizationtags', { scope: JSON.stringify(['AllLinks', 'CampaignLinks']) });
    expect(tagsOf(all.body.PersonalizationTags.AllLinks)).toEqual(expect.arrayContaining(['%Link:Unsubscribe%', '%Link:Confirm%', '%Link:WebBrowser%']));
    expect(tagsOf(all.body.PersonalizationTags.CampaignLinks)).toContain('%Link:WebBrowser%');
  });

  it.each(FORMATS)("answers 1 keyed scope and 2 keyed listid (missing, or another user's list) (%s)", async (format) => {
    expect(keyed(await u.call('Email.PersonalizationTags', {}, format))).toEqual({ scope: 1 });
    expect(keyed(await u.call('Email.PersonalizationTags', { Scope: 'Everything' }, format))).toEqual({ scope: 1 });
    expect(keyed(await u.call('Email.PersonalizationTags', { Scope: 'Subscriber' }, format))).toEqual({ listid: 2 });
    expect(keyed(await other.call('Email.PersonalizationTags', { Scope: 'Subscriber', ListID: listId }, format))).toEqual({ listid: 2 });
  });
});

describe('Email.EmailPreview', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });

  // reads what arrived at the suite's dev SMTP server; skipped when the run cannot see it (E2E_MAIL_INBOX_URL unset)
  (inbox ? describe : describe.skip)('the preview mail', () => {
    it("sends a real message personalised for the recipient with the list fields and the user's own fields", async () => {
      const listId = await u.list();
      const alias = `nick${unique('')}`;
      await u.ok('CustomField.Create', {
        SubscriberListID: listId,
        FieldName: 'Nickname',
        FieldType: 'Single line',
        DefaultValue: 'Friend',
        MergeTagAlias: alias,
      });
      const emailId = await u.email(
        validEmail({
          Subject: 'Hello %Subscriber:EmailAddress%',
          HTMLContent:
            `<html><body><p>Dear %Subscriber:${alias}%</p><p>From {{ User:FirstName }} (%User:EmailAddress%)</p>` +
            `<p>{{ if Subscriber:${alias}=friend }}Welcome back{{ else }}Hello{{ endif }} on %Date=Y%</p>` +
            `<a href="%Link:Unsubscribe%">Unsubscribe</a></body></html>`,
          PlainContent: `Dear %Subscriber:${alias}% from %User:FirstName% [IF:%Subscriber:${alias}%<>]known[ENDIF] %Link:Unsubscribe%`,
          PreHeaderText: 'Sneak peek',
          ReplyToEmail: 'desk@example.com',
        }),
      );
      const to = `${unique('preview')}@example.com`;
      const res = await u.call('Email.EmailPreview', { EmailID: emailId, EmailAddress: to, ListID: listId });
      expect(succeeded(res)).toBe(true);
      const mail = await inbox!.waitFor(to);
      expect(mail.subject).toBe(`Hello ${to}`);
      expect(mail.from).toContain('news@example.com');
      expect(mail.html).toContain('Dear Friend');
      expect(mail.html).toContain(`From Test (${u.user.email})`);
      expect(mail.html).toContain(`Welcome back on ${new Date().getUTCFullYear()}`);
      expect(mail.html).toContain('Sneak peek');
      expect(mail.text).toContain('Dear Friend from Test known');
      expect(`${mail.html} ${mail.text}`).not.toMatch(/%(Subscriber|Link|User):/i);
      expect(mail.text).toMatch(/https?:\/\/\S+#preview-unsubscribe/);
    });

    it('previews inline content without an email, from the given sender (XML)', async () => {
      const to = `${unique('inline')}@example.com`;
      const res = await u.call(
        'Email.EmailPreview',
        { EmailAddress: to, HTMLContent: '<p>Inline for %Subscriber:EmailAddress%</p>', FromName: 'Tester', FromEmailAddress: 'tester@example.com' },
        'XML',
      );
      expect(succeeded(res)).toBe(true);
      const mail = await inbox!.waitFor(to);
      expect(mail.from).toContain('tester@example.com');
      expect(mail.html).toContain(`Inline for ${to}`);
    });
  });

  it.each(FORMATS)('answers 1, 2, 3, 4, 6, 7 and 8 (%s)', async (format) => {
    const emailId = await u.email();
    const foreignEmail = await other.email();
    const foreignList = await other.list();
    const preview = (params: Record<string, unknown>) => u.call('Email.EmailPreview', params, format);
    const to = 'someone@example.com';
    expect(codes(await preview({ EmailAddress: to }))).toEqual([1]);
    expect(codes(await preview({ EmailID: emailId }))).toEqual([2]);
    expect(codes(await preview({ EmailID: 987654321, EmailAddress: to }))).toEqual([3]);
    expect(codes(await preview({ EmailID: foreignEmail, EmailAddress: to }))).toEqual([3]);
    expect(codes(await preview({ EmailID: emailId, EmailAddress: 'not-an-address' }))).toEqual([4]);
    expect(codes(await preview({ EmailID: emailId, EmailAddress: to, ListID: foreignList }))).toEqual([6]);
    expect(codes(await preview({ EmailID: emailId, EmailAddress: to, ListID: 'x' }))).toEqual([6]);
    expect(codes(await preview({ EmailID: emailId, EmailAddress: to, CampaignID: 987654321 }))).toEqual([7]);
    expect(codes(await preview({ EmailAddress: to, HTMLContent: '<p>x</p>', FromEmailAddress: 'nobody@nowhere' }))).toEqual([8]);
  });
});
