import type { ListFieldInfo, PersonalizationScope } from '@mail/contracts';

/**
 * The merge tags an email may use, per Email.PersonalizationTags scope. A stand-in for the delivery pipeline's
 * rendering catalog (src/rendering) until the two are unified: the tag spellings are the vendor's `%Scope:Name%`.
 */
export interface MergeTag {
  Tag: string;
  Label: string;
}

export const LinkTags = {
  Unsubscribe: '%Link:Unsubscribe%',
  Confirm: '%Link:Confirm%',
  Reject: '%Link:Reject%',
  WebBrowser: '%Link:WebBrowser%',
  Forward: '%Link:Forward%',
  SubscriberArea: '%Link:SubscriberArea%',
} as const;

const tag = (Tag: string, Label: string): MergeTag => ({ Tag, Label });

export const SUBSCRIBER_TAGS: readonly MergeTag[] = [
  tag('%Subscriber:SubscriberID%', 'Subscriber ID'),
  tag('%Subscriber:EmailAddress%', 'Email address'),
  tag('%Subscriber:SubscriptionStatus%', 'Subscription status'),
  tag('%Subscriber:SubscriptionDate%', 'Subscription date'),
  tag('%Subscriber:SubscriptionIP%', 'Subscription IP address'),
  tag('%Subscriber:OptInDate%', 'Opt-in date'),
];

const CAMPAIGN_LINKS = [tag(LinkTags.WebBrowser, 'Web browser view link'), tag(LinkTags.Forward, 'Forward to a friend link')];
const OPT_LINKS = [tag(LinkTags.Confirm, 'Opt-in confirmation link'), tag(LinkTags.Reject, 'Opt-in reject link')];
const LIST_LINKS = [tag(LinkTags.Unsubscribe, 'Unsubscription link'), tag(LinkTags.SubscriberArea, 'Subscriber area link')];

export const USER_TAGS: readonly MergeTag[] = [
  tag('%User:FirstName%', 'First name'),
  tag('%User:LastName%', 'Last name'),
  tag('%User:EmailAddress%', 'Email address'),
  tag('%User:CompanyName%', 'Company name'),
  tag('%User:Website%', 'Website'),
  tag('%User:Phone%', 'Phone'),
];

/** `%Subscriber:CustomField<id>%` for every field, plus `%Subscriber:<alias>%` for a field with a merge tag alias. */
export function customFieldTags(fields: readonly ListFieldInfo[]): MergeTag[] {
  return fields.flatMap((field) => [
    tag(`%Subscriber:CustomField${field.id}%`, field.name),
    ...(field.mergeTagAlias ? [tag(`%Subscriber:${field.mergeTagAlias}%`, `${field.name} (alias)`)] : []),
  ]);
}

export function tagsOfScope(scope: PersonalizationScope, fields: readonly ListFieldInfo[] = []): MergeTag[] {
  switch (scope) {
    case 'Subscriber':
      return [...SUBSCRIBER_TAGS, ...customFieldTags(fields)];
    case 'CampaignLinks':
      return CAMPAIGN_LINKS;
    case 'OptLinks':
      return OPT_LINKS;
    case 'ListLinks':
      return LIST_LINKS;
    case 'AllLinks':
      return [...CAMPAIGN_LINKS, ...OPT_LINKS, ...LIST_LINKS];
    case 'User':
      return [...USER_TAGS];
  }
}
