import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { HasPositiveIds, IsPositiveId, Param } from '../request-params';
import { code } from '../validation';

export class TagAssigntocampaignsRequest {
  @IsPositiveId(code(1, 'Missing required parameter (TagID)'))
  @Param('Id of the tag', true)
  tagid?: string | number;

  @HasPositiveIds(code(2, 'Missing required parameter (CampaignIDs)'))
  @Param('Comma-separated ids of the campaigns to tag (ids that are not the caller’s campaigns are ignored)', true)
  campaignids?: string;
}

export type TagAssigntocampaignsReply = Record<string, never>;

export const TagAssigntocampaigns = defineCommand({
  name: 'tag.assigntocampaigns',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: TagAssigntocampaignsRequest,
  returns: reply<TagAssigntocampaignsReply>(),
  errorStyle: 'array',
  errors: {
    1: 'TagID missing or not an id',
    2: 'CampaignIDs missing, or no id in it',
    3: { meaning: 'extension: no tag of the caller has this id (another user’s tag answers the same)', httpStatus: 404 },
  },
  summary: 'Attach a campaign tag to campaigns of the caller (those already carrying it keep it once).',
});
