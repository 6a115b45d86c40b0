import { Injectable } from '@nestjs/common';

import {
  type AudienceMember,
  type AudienceRequest,
  audienceOf,
  type CampaignRecipientRow,
  type CampaignRecipientsGetReply,
  type CampaignRecipientsGetRequest,
  isTrueParam,
  rulesBundleOf,
} from '@mail/contracts';
import type { Caller } from '@mail/kit';

import type { ReadCampaign } from '../campaign-reads.repository';
import { readFailure } from '../read-failure';
import { ReadableCampaign } from '../readable-campaign';
import { AudiencePreviewClient } from './audience-preview.client';

/** statuses whose audience is not yet snapshotted (Scheduled is our Ready with a send time) */
const UNSENT = new Set(['Draft', 'Ready', 'Scheduled', 'Pending Approval']);
/** rows answered: the first of the audience by subscriber id */
export const PREVIEW_ROWS = 1000;

/**
 * campaign.recipients.get: the audience an unsent campaign would be sent to now, by the rules a send applies (lists'
 * audience queries: Subscribed, not suppressed, each address once, exclusions), counted in full; the rows are the
 * first 1000 by subscriber id. FirstName and LastName are the custom fields whose merge-tag alias is FirstName or
 * LastName (the vendor's lists have no such standard fields), else empty.
 */
@Injectable()
export class CampaignRecipientsGetService {
  constructor(
    private readonly campaigns: ReadableCampaign,
    private readonly lists: AudiencePreviewClient,
  ) {}

  async run(caller: Caller, input: CampaignRecipientsGetRequest): Promise<CampaignRecipientsGetReply> {
    const campaign = await this.campaigns.of(caller, input.campaignid);
    if (!UNSENT.has(campaign.status))
      throw readFailure(4, `Recipients are previewed only before sending; the campaign is ${campaign.status}`, { CampaignStatus: campaign.status });
    const request = await this.audience(campaign);
    const onlyTotal = isTrueParam(input.onlytotal);
    const [total, page] = await Promise.all([this.lists.count(request), onlyTotal ? undefined : this.lists.firstPage(request, PREVIEW_ROWS)]);
    const reply: CampaignRecipientsGetReply = { CampaignID: campaign.id, TotalRecipients: total };
    if (page) reply.Recipients = rows(page.members, page.mergeTagAliases ?? {});
    return reply;
  }

  /** the campaign's audience as lists reads it; 5 without one, 6 when a list of it is not the owner's */
  private async audience(campaign: ReadCampaign): Promise<AudienceRequest> {
    const bundle = campaign.rules_json_bundle ? rulesBundleOf(campaign.rules_json_bundle) : undefined;
    const include = audienceOf(campaign.recipient_lists_and_segments) ?? [];
    const exclude = audienceOf(campaign.exclude_lists_and_segments) ?? [];
    if (campaign.rules_json_bundle && !bundle) throw readFailure(5, 'The campaign targeting has no criteria');
    if (!bundle && !include.length) throw readFailure(5, 'The campaign has no recipient lists or rules');
    const listIds = [...new Set([...(bundle ? bundle.criteria.map((c) => c.list_id) : include.map((e) => e.listId)), ...exclude.map((e) => e.listId)])];
    if ((await this.lists.missingLists(campaign.user_id, listIds)).length) throw readFailure(6, 'A list of the campaign audience is not available');
    return {
      userId: campaign.user_id,
      ...(bundle ? { rulesJsonBundle: bundle } : { recipientListsAndSegments: text(include) }),
      ...(exclude.length ? { excludeListsAndSegments: text(exclude) } : {}),
      neverSuppressed: await this.lists.neverSuppressed(campaign.user_id),
    };
  }
}

const text = (entries: { listId: number; segmentId: number }[]) => entries.map((e) => `${e.listId}:${e.segmentId}`).join(',');

function rows(members: AudienceMember[], aliases: Record<string, string>): CampaignRecipientRow[] {
  const fieldOf = (name: RegExp) => Object.entries(aliases).find(([alias]) => name.test(alias))?.[1];
  const first = fieldOf(/^first[\s_-]?name$/i);
  const last = fieldOf(/^last[\s_-]?name$/i);
  return members.map((m) => ({
    SubscriberID: m.subscriberId,
    EmailAddress: m.emailAddress,
    FirstName: (first && m.fields?.[first]) || '',
    LastName: (last && m.fields?.[last]) || '',
  }));
}
