import { fillSubscriberTags } from './subscriber-merge-tags';

describe(fillSubscriberTags.name, () => {
  const values = { fields: { CustomField5: 'Gold', SubscriptionDate: '2026-11-01 10:00:00' }, aliases: { City: 'CustomField6', Tier: 'CustomField5' } };

  it('fills custom fields by id and by alias, any casing, and the other personalisation values; a field without a value is empty', () => {
    expect(
      fillSubscriberTags('%Subscriber:CustomField5%/%subscriber:tier%/[%Subscriber:City%]/[%Subscriber:CustomField9%]/%Subscriber:SubscriptionDate%', values),
    ).toBe('Gold/Gold/[]/[]/2026-11-01 10:00:00');
  });

  it('lets the caller fill its own tags first, and keep or drop the names nothing knows', () => {
    const known = (name: string) => (name === 'EmailAddress' ? 'a@example.com' : undefined);
    expect(fillSubscriberTags('%Subscriber:EmailAddress% %Subscriber:Nope% %Journey:X%', values, { known })).toBe('a@example.com  %Journey:X%');
    expect(fillSubscriberTags('%Subscriber:Nope%', values, { unknown: (tag) => tag })).toBe('%Subscriber:Nope%');
  });

  it('fills a field aliased constructor or __proto__ from its own value; names Object.prototype has otherwise fill nothing', () => {
    const aliased = {
      fields: { CustomField7: 'Built' },
      aliases: JSON.parse('{"constructor":"CustomField7","__proto__":"CustomField7"}') as Record<string, string>,
    };
    expect(fillSubscriberTags('%Subscriber:constructor%/%Subscriber:__proto__%', aliased)).toBe('Built/Built');
    expect(fillSubscriberTags('[%Subscriber:constructor%][%Subscriber:toString%][%Subscriber:__proto__%][%Subscriber:hasOwnProperty%]', values)).toBe(
      '[][][][]',
    );
  });
});
