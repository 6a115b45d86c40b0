import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class TagsGetRequest {}

export interface CampaignTagRow {
  TagID: number;
  Tag: string;
  RelOwnerUserID: number;
}

export interface TagsGetReply {
  TotalTagCount: number;
  Tags: CampaignTagRow[];
}

export const TagsGet = defineCommand({
  name: 'tags.get',
  service: 'campaigns',
  auth: 'user',
  request: TagsGetRequest,
  returns: reply<TagsGetReply>(),
  reply: 'TotalTagCount, Tags (TagID, Tag, RelOwnerUserID), alphabetical',
  errorStyle: 'scalar',
  errors: {},
  summary: "Every campaign tag of the caller, with its id (the ids Campaigns.Get's Tags filter and automated reports' FilterTags take).",
});
