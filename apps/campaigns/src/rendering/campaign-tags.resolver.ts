import { createHash } from 'node:crypto';

import { ownValue } from '@mail/values';

import type { CampaignContent } from './campaign-content';
import type { TagSegment } from './merge-tag.parser';
import type { RecipientContext } from './recipient-context';
import type { ResolvedTag, TagResolver } from './template.compiler';

type Ctx = RecipientContext;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const field = (value: (ctx: Ctx) => string): ResolvedTag<Ctx> => ({ kind: 'field', value });
const link = (value: (ctx: Ctx) => string): ResolvedTag<Ctx> => ({ kind: 'link', value });
const constant = (text: string) => field(() => text);

export interface CampaignTagOptions {
  /** the URL of link tags a campaign message has no use for (opt-in, preference centre, sharing); default: empty */
  otherLink?: (name: string) => string;
}

/**
 * Resolves each merge tag of a campaign's content once, at compile time, to a function of the recipient.
 * Subscriber fields unknown to the list render empty (the vendor's behaviour); unknown scopes stay as written.
 */
export function campaignTagResolver(content: CampaignContent, options: CampaignTagOptions = {}): TagResolver<Ctx> {
  const aliases = new Map(Object.entries(content.mergeTagAliases).map(([alias, key]) => [alias.toLowerCase(), key]));
  const linkIds = new Set(Object.values(content.links));

  const subscriber = (name: string): ResolvedTag<Ctx> => {
    switch (name) {
      case 'EmailAddress':
        return field((c) => c.recipient.emailAddress);
      case 'SubscriberID':
        return field((c) => String(c.recipient.subscriberId));
      case 'HashedSubscriberID':
        return field((c) => md5(String(c.recipient.subscriberId)));
      default: {
        const key = /^CustomField\d+$/.test(name) ? name : (aliases.get(name.toLowerCase()) ?? name);
        return field((c) => ownValue(c.recipient.fields, key) ?? '');
      }
    }
  };

  const campaign = (name: string): ResolvedTag<Ctx> | undefined => {
    if (name === 'CampaignID') return constant(String(content.campaignId));
    if (name === 'HashedCampaignID') return constant(md5(String(content.campaignId)));
    if (name === 'Name') return constant(content.campaignName);
    return undefined;
  };

  const links = (name: string): ResolvedTag<Ctx> => {
    if (name === 'Unsubscribe') return link((c) => c.unsubscribe);
    if (name === 'WebBrowser' || name === 'Forward') return link((c) => c.view);
    // opt-in, preference-centre and sharing links have no meaning in a campaign message
    return options.otherLink ? link(() => options.otherLink!(name)) : constant('');
  };

  const track = (name: string): ResolvedTag<Ctx> | undefined => {
    if (name === 'Open') return link((c) => c.open);
    const click = /^Click:(\d+)$/.exec(name);
    const id = click ? Number(click[1]) : NaN;
    return linkIds.has(id) ? link((c) => c.click(id)) : undefined;
  };

  return (tag: TagSegment) => {
    switch (tag.scope) {
      case 'Subscriber':
        return subscriber(tag.name);
      case 'User':
        return constant(ownValue(content.user, tag.name) ?? '');
      case 'List':
        return tag.name === 'ListID' ? field((c) => String(c.recipient.listId)) : constant('');
      case 'Campaign':
        return campaign(tag.name);
      case 'Link':
        return links(tag.name);
      case 'Track':
        return track(tag.name);
    }
  };
}
