import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';

export class CampaignsArchiveGeturlRequest {
  @IsPositiveId(code(1, 'TagID is missing'))
  @Param('The campaign tag whose sent campaigns the archive page lists', true)
  tagid?: string | number;

  @Param('Optional template URL of the archive page (accepted, not used: the page has one layout)')
  templateurl?: string;
}

export interface CampaignsArchiveGeturlReply {
  URL: string;
}

export const CampaignsArchiveGeturl = defineCommand({
  name: 'campaigns.archive.geturl',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: CampaignsArchiveGeturlRequest,
  returns: reply<CampaignsArchiveGeturlReply>(),
  reply: 'URL: the public archive page (`/archive/<token>`) of the sent campaigns carrying the tag, each linking to its web version',
  errorStyle: 'scalar',
  errors: { 1: 'TagID missing or not an id', 2: { meaning: "no such tag, or not the caller's", httpStatus: 404 } },
  summary: 'The public web-archive URL of the campaigns carrying a tag.',
});
