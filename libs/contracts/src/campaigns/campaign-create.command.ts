import { IsPresent, Param } from '../request-params';
import { Rule } from './requests/param-rules';
import { tagNamesFit, TAG_NAME_MAX } from './requests/tag-names';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignCreateRequest {
  @MaxText(TextBounds.name, 2, 'CampaignName')
  @IsPresent(code(1, 'The campaign name is required.'))
  @Param(`Name of the new campaign (created as Draft), at most ${TextBounds.name} characters`, true)
  campaignname?: string;

  @Rule('tagNames', tagNamesFit, code(2, `Each tag name must be at most ${TAG_NAME_MAX} characters`))
  @Param(
    `Extension: comma-separated tag names of at most ${TAG_NAME_MAX} characters (list encodings accepted); the campaign carries exactly these, missing tags of the user are created`,
  )
  tags?: string | string[];
}

export interface CampaignCreateReply {
  CampaignID: number;
}

export const CampaignCreate = defineCommand({
  name: 'Campaign.Create',
  service: 'campaigns',
  auth: 'user',
  request: CampaignCreateRequest,
  returns: reply<CampaignCreateReply>(),
  reply: 'CampaignID',
  errorStyle: 'array',
  errors: { 1: 'CampaignName missing', 2: `CampaignName longer than ${TextBounds.name} or a tag name longer than ${TAG_NAME_MAX} characters (extension)` },
  summary: 'Create a campaign (Draft).',
});
