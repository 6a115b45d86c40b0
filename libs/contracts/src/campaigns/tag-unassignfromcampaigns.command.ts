import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { HasPositiveIds, IsPositiveId, Param } from '../request-params';
import { code } from '../validation';

export class TagUnassignfromcampaignsRequest {
  @IsPositiveId(code(1, 'Missing required parameter (TagID)'))
  @Param('Id of the tag', true)
  tagid?: string | number;

  @HasPositiveIds(code(2, 'Missing required parameter (CampaignIDs)'))
  @Param('Comma-separated ids of the campaigns to untag (ids that are not the caller’s campaigns are ignored)', true)
  campaignids?: string;
}

export type TagUnassignfromcampaignsReply = Record<string, never>;

export const TagUnassignfromcampaigns = defineCommand({
  name: 'tag.unassignfromcampaigns',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: TagUnassignfromcampaignsRequest,
  returns: reply<TagUnassignfromcampaignsReply>(),
  errorStyle: 'array',
  errors: {
    1: 'TagID missing or not an id',
    2: 'CampaignIDs missing, or no id in it',
    3: { meaning: 'extension: no tag of the caller has this id (another user’s tag answers the same)', httpStatus: 404 },
  },
  summary: 'Detach a campaign tag from campaigns; the tag itself stays.',
});
