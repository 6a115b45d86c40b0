/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eMailInbox, unique, until } from '@mail/testing';

import { type EmailsUser, emailsUser, validEmail } from './emails-helpers';

const inbox = e2eMailInbox();

const pad = (n: number) => String(n).padStart(2, '0');
/** today (UTC) moved to another year, and to another month with the same day */
function dates() {
  const now = new Date();
  const [month, day] = [now.getUTCMonth() + 1, now.getUTCDate()];
  const otherMonth = (month % 12) + 1;
  // a day every month has, for the "same day, other month" birthday (today's day may not exist in otherMonth)
  const sameDayOtherMonth = day <= 28 ? `1985-${pad(otherMonth)}-${pad(day)}` : undefined;
  const otherDay = `1990-${pad(month)}-${pad(day === 1 ? 2 : day - 1)}`;
  return { birthday: `1990-${pad(month)}-${pad(day)}`, sameDayOtherMonth, otherDay };
}

/**
 * OnSubscriberDate (the vendor's "Date information" trigger): the members whose date — a date custom field or the
 * subscription date — falls on today (its day and month, or its day every month) get the message, once per day.
 */
(inbox ? describe : describe.skip)('date autoresponders (OnSubscriberDate) send on the matching day', () => {
  let u: EmailsUser;
  let listId: number;
  let emailId: number;
  let birthdayField: number;
  const domain = `${unique('bd')}.example`;
  const d = dates();
  const people = { birthday: `today@${domain}`, sameDay: `sameday@${domain}`, otherDay: `otherday@${domain}` };

  beforeAll(async () => {
    u = await emailsUser();
    listId = await u.list();
    emailId = await u.email(
      validEmail({ Subject: 'Happy day %Subscriber:EmailAddress%', HTMLContent: '<p>Hi %Subscriber:EmailAddress%</p><a href="%Link:Unsubscribe%">Leave</a>' }),
    );
    birthdayField = Number((await u.ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Birthday', FieldType: 'Single line' })).CustomFieldID);
    await u.subscriber(listId, people.birthday, { [`CustomField${birthdayField}`]: d.birthday });
    await u.subscriber(listId, people.otherDay, { [`CustomField${birthdayField}`]: d.otherDay });
    if (d.sameDayOtherMonth) await u.subscriber(listId, people.sameDay, { [`CustomField${birthdayField}`]: d.sameDayOtherMonth });
  });

  const create = async (params: Record<string, unknown>) =>
    Number(
      (
        await u.ok('autoresponder.create', {
          SubscriberListID: listId,
          AutoResponderName: unique('date'),
          AutoResponderTriggerType: 'OnSubscriberDate',
          EmailID: emailId,
          TriggerTimeType: 'Immediately',
          ...params,
        })
      ).AutoResponderID,
    );
  const sentTo = async (id: number, expected: number) => {
    const activity = await until(
      () => u.ok('autoresponder.activity.get', { AutoResponderID: id }) as Promise<any>,
      (a) => a.Activity.length >= expected && a.Activity.every((e: any) => e.Status === 'Sent'),
      `autoresponder ${id} to send ${expected}`,
      45_000,
    );
    return activity.Activity.map((e: any) => e.Email).sort();
  };

  it('yearly on a date custom field: only the members whose date is today (day and month) get it, once', async () => {
    const yearly = await create({ AutoResponderTriggerValue: `CustomField${birthdayField}`, AutoResponderTriggerValue2: 'Yearly' });
    expect(await sentTo(yearly, 1)).toEqual([people.birthday]);
    const mail = await inbox!.waitFor(people.birthday, { subject: /Happy day/ });
    expect(mail.subject).toBe(`Happy day ${people.birthday}`);
    // saving it again checks today again: nothing is sent twice
    await u.ok('autoresponder.update', { AutoResponderID: yearly, AutoResponderName: 'Birthdays' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await sentTo(yearly, 1)).toEqual([people.birthday]);
    expect((await inbox!.list(people.otherDay)).length).toBe(0);
  }, 90_000);

  it('monthly matches the day of any month; the subscription date (today for everyone here) matches every member', async () => {
    const monthly = await create({ AutoResponderTriggerValue: String(birthdayField), AutoResponderTriggerValue2: 'Every month' });
    const expected = d.sameDayOtherMonth ? [people.birthday, people.sameDay] : [people.birthday];
    expect(await sentTo(monthly, expected.length)).toEqual(expected.sort());

    const subscribed = await create({ AutoResponderTriggerValue: 'SubscriptionDate', AutoResponderTriggerValue2: 'Monthly' });
    const everyone = Object.values(people).filter((p) => p !== people.sameDay || d.sameDayOtherMonth);
    expect(await sentTo(subscribed, everyone.length)).toEqual(everyone.sort());
  }, 90_000);

  it('a Disabled date autoresponder, or one naming no date field, sends nothing', async () => {
    const disabled = await create({ AutoResponderTriggerValue: `CustomField${birthdayField}`, Status: 'Disabled' });
    const nothing = await create({ AutoResponderTriggerValue: 'Favourite colour' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const id of [disabled, nothing]) expect((await u.ok('autoresponder.activity.get', { AutoResponderID: id })).TotalSendCount).toBe(0);
  }, 30_000);
});
