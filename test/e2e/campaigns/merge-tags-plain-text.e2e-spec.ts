import { e2eEnv, e2eMailInbox, unique, until } from '@mail/testing';

import { type EmailsUser, emailOf, emailsUser, succeeded, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();

/**
 * An HTML-only email has its plain part derived from the HTML, which upper-cases headings and wraps lines: every
 * merge-tag form in a heading, a table header and a link (its text and its target) must still be filled in the plain
 * part of the message delivered over SMTP, as in its HTML part.
 */
const HTML =
  `<html><body><h1>Hello {{ Subscriber:Country|"Friend" }}</h1>` +
  `<h2>%Subscriber:EmailAddress% / {{ Subscriber:FirstName }} / {{ Subscriber:FirstName|"reader" }}</h2>` +
  `<table><tr><th>Plan of %Subscriber:FirstName% in {{ Subscriber:Country|"Friend" }}</th></tr><tr><td>Gold</td></tr></table>` +
  `<h2><a href='https://shop.example/welcome?country={{ Subscriber:Country|"Friend" }}&amp;mail=%Subscriber:EmailAddress%'>Welcome {{ Subscriber:FirstName|"reader" }}</a></h2>` +
  `<h2><a href="%Link:Unsubscribe%">Leave %Subscriber:EmailAddress%</a></h2></body></html>`;

/** what is left of a tag, filled or not, in any letter case */
const RAW_TAG = /subscriber:|link:|\{\{|%[a-z]+:/i;

(inbox ? describe : describe.skip)('merge tags in the plain part derived from HTML, through HTTP and SMTP', () => {
  const { baseUrl } = e2eEnv();
  let u: EmailsUser;
  let listId: number;
  let emailId: number;
  const domain = `${unique('tags')}.example`;
  const ann = `ann@${domain}`;
  const bob = `bob@${domain}`;

  beforeAll(async () => {
    u = await emailsUser();
    listId = await u.list();
    const field = async (name: string) =>
      (await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: name, FieldType: 'Single line', MergeTagAlias: name })).CustomFieldID;
    const [country, firstName] = [await field('Country'), await field('FirstName')];
    await u.subscriber(listId, ann, { CustomFields: { [country]: 'Germany', [firstName]: 'Ann' } });
    await u.subscriber(listId, bob, { CustomFields: { [firstName]: 'Bob' } });
    emailId = await u.email(validEmail({ HTMLContent: HTML, PlainContent: '' }));
  });

  it("fills every tag in both parts of each campaign message (a missing value takes the tag's fallback)", async () => {
    const { CampaignID } = await u.ok('Campaign.Create', { CampaignName: unique('tags') });
    await u.ok('Campaign.Update', { CampaignID, RelEmailID: emailId, ScheduleType: 'Immediate', RecipientListsAndSegments: `${listId}:0` });
    await u.ok('Campaign.Approve', { CampaignID });
    await until(
      async () => (await u.ok('Campaign.Get', { CampaignID })).Campaign,
      (c) => c.Status === 'Sent',
      'the campaign to be Sent',
      60_000,
    );

    for (const [address, name, country] of [
      [ann, 'Ann', 'Germany'],
      [bob, 'Bob', 'Friend'],
    ]) {
      const mail = await inbox!.get((await inbox!.list(address))[0].id);
      const [html, text] = [mail.html ?? '', mail.text ?? ''];
      expect(html).toContain(`Hello ${country}</h1>`);
      expect(html).toContain(`${address} / ${name} / ${name}</h2>`);
      expect(html).toContain(`Plan of ${name} in ${country}</th>`);
      expect(html).toContain(`href='https://shop.example/welcome?country=${country}&amp;mail=${encodeURIComponent(address)}'>Welcome ${name}</a>`);
      expect(html).toMatch(new RegExp(`href="${baseUrl}/t/u/[^"]+">Leave ${address}</a>`));

      // html-to-text upper-cases the literal text of headings; the values stand as they are
      expect(text).toContain(`HELLO ${country}`);
      expect(text).toContain(`${address} / ${name} / ${name}`);
      expect(text).toMatch(new RegExp(`Plan of ${name} in ${country}`, 'i'));
      expect(text).toContain(`WELCOME ${name} [https://shop.example/welcome?country=${country}&mail=${address}]`);
      expect(text).toMatch(new RegExp(`LEAVE ${address} \\[${baseUrl}/t/u/[^\\]\\s]+\\]`));
      expect([html.match(RAW_TAG), text.match(RAW_TAG)]).toEqual([null, null]);
    }
  }, 90_000);

  it('fills them in the plain part of a preview mail too', async () => {
    const to = `${unique('preview')}@example.com`;
    expect(succeeded(await u.call('Email.EmailPreview', { EmailID: emailId, EmailAddress: to, ListID: listId }))).toBe(true);
    const mail = await inbox!.waitFor(to);
    expect(mail.text).toContain('HELLO Friend');
    expect(mail.text).toContain(`WELCOME reader [https://shop.example/welcome?country=Friend&mail=${to}]`);
    expect(mail.text).not.toMatch(RAW_TAG);
  });

  it('keeps the tags as written in the plain part PlainContentAutoConvert stores', async () => {
    const id = await u.email(validEmail({ HTMLContent: HTML, PlainContent: '', PlainContentAutoConvert: 'true' }));
    const plain = String(emailOf(await u.ok('Email.Get', { EmailID: id })).PlainContent);
    expect(plain).toContain('HELLO {{ Subscriber:Country|"Friend" }}');
    expect(plain).toContain('%Subscriber:EmailAddress% / {{ Subscriber:FirstName }} / {{ Subscriber:FirstName|"reader" }}');
    expect(plain).toContain(
      'WELCOME {{ Subscriber:FirstName|"reader" }} [https://shop.example/welcome?country={{ Subscriber:Country|"Friend" }}&mail=%Subscriber:EmailAddress%]',
    );
    expect(plain).toContain('LEAVE %Subscriber:EmailAddress% [%Link:Unsubscribe%]');
  });
});
