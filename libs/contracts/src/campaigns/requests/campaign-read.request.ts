import { IsPositiveId, Param } from '../../request-params';
import { code } from '../../validation';

/**
 * The sent-campaign reads (campaign.linkclicks.get, campaign.recipients.activity.get, campaign.abtest.get): the
 * vendor lists no "missing" code, so an absent CampaignID answers 2 like one that is not a number.
 */
export class CampaignReadRequest {
  @IsPositiveId(code(2, 'CampaignID must be a positive integer'))
  @Param('The campaign', true)
  campaignid?: string | number;
}

/** RecordsFrom / RecordsPerRequest of the paged reads: offset 0 and 25 rows unless given, never more than 1000. */
export class PagedCampaignReadRequest extends CampaignReadRequest {
  @Param('Page offset (default 0)')
  recordsfrom?: string | number;

  @Param('Page size (default 25, at most 1000)')
  recordsperrequest?: string | number;
}
