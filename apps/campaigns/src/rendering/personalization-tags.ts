/**
 * The merge tags this service renders, per Email.PersonalizationTags scope (the vendor's names). Link tags are
 * body-only; `Subscriber` also lists the list's custom fields, by id and by merge-tag alias.
 */
export const PERSONALIZATION_SCOPES = ['Subscriber', 'CampaignLinks', 'OptLinks', 'ListLinks', 'AllLinks', 'User'] as const;
export type PersonalizationScopeName = (typeof PERSONALIZATION_SCOPES)[number];

export interface PersonalizationTag {
  /** as written in content, e.g. `%Subscriber:EmailAddress%` */
  tag: string;
  label: string;
}

export interface CustomFieldTagSource {
  id: number;
  name: string;
  mergeTagAlias?: string;
}

const tag = (scope: string, name: string, label: string): PersonalizationTag => ({ tag: `%${scope}:${name}%`, label });

export const SUBSCRIBER_STANDARD_TAGS: readonly PersonalizationTag[] = [
  tag('Subscriber', 'EmailAddress', 'Email address'),
  tag('Subscriber', 'SubscriberID', 'Subscriber ID'),
  tag('Subscriber', 'HashedSubscriberID', 'Subscriber ID (MD5 hash)'),
  tag('Subscriber', 'SubscriptionDate', 'Subscription date'),
  tag('Subscriber', 'SubscriptionIP', 'Subscription IP'),
  tag('Subscriber', 'OptInDate', 'Opt-in date'),
];

export const USER_FIELD_NAMES = [
  'FirstName',
  'LastName',
  'EmailAddress',
  'CompanyName',
  'Website',
  'Street',
  'City',
  'State',
  'Zip',
  'Country',
  'Phone',
  'Fax',
  'TimeZone',
] as const;

const USER_TAGS = USER_FIELD_NAMES.map((name) => tag('User', name, `User: ${name.replace(/([a-z])([A-Z])/g, '$1 $2')}`));
const CAMPAIGN_LINKS = [tag('Link', 'WebBrowser', 'View in browser link'), tag('Link', 'Forward', 'Forward to a friend link (the web view)')];
const LIST_LINKS = [tag('Link', 'Unsubscribe', 'One-click unsubscribe link')];
const OPT_LINKS = [
  tag('Link', 'Confirm', 'Subscription confirmation link (opt-in emails)'),
  tag('Link', 'Reject', 'Subscription rejection link (opt-in emails)'),
];

export function subscriberTags(customFields: readonly CustomFieldTagSource[]): PersonalizationTag[] {
  const custom = customFields.flatMap((f) => [
    tag('Subscriber', `CustomField${f.id}`, f.name),
    ...(f.mergeTagAlias ? [tag('Subscriber', f.mergeTagAlias, `${f.name} (alias)`)] : []),
  ]);
  return [...SUBSCRIBER_STANDARD_TAGS, ...custom];
}

/** The tags of the given scopes, in scope order, each tag once. */
export function personalizationTags(scopes: readonly PersonalizationScopeName[], customFields: readonly CustomFieldTagSource[] = []): PersonalizationTag[] {
  const byScope: Record<PersonalizationScopeName, () => PersonalizationTag[]> = {
    Subscriber: () => subscriberTags(customFields),
    CampaignLinks: () => CAMPAIGN_LINKS,
    OptLinks: () => OPT_LINKS,
    ListLinks: () => LIST_LINKS,
    AllLinks: () => [...CAMPAIGN_LINKS, ...LIST_LINKS, ...OPT_LINKS],
    User: () => USER_TAGS,
  };
  const seen = new Set<string>();
  return scopes.flatMap((scope) => byScope[scope]()).filter((t) => !seen.has(t.tag) && seen.add(t.tag));
}
