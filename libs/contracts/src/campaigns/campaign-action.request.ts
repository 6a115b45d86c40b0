import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

/** Campaign.Approve, .Cancel, .Pause and .Resume: the campaign, 1 when missing, 2 when it names none of the caller's. */
export class CampaignActionRequest {
  @InOrder(IsPresent(code(1, 'Missing required parameter: CampaignID')), IsPositiveId(code(2, 'Campaign does not belong to the user or does not exist')))
  @Param('The campaign', true)
  campaignid?: string | number;
}
