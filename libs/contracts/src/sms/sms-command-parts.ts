import type { ErrorEntry } from '../define-command';
import { Param } from '../request-params';

/**
 * What the SMS commands share (docs/services/sms.md). The service answers every code itself: the request classes
 * document the parameters, lower-cased as the edge delivers them.
 */
export class SmsCampaignIdRequest {
  @Param("The caller's SMS campaign (integer)", true)
  smscampaignid?: string | number;
}

/** a parameter the service refuses: HTTP 422 on the v1 shape (the meaning says so for the docs) */
export const unprocessable = (meaning: string): ErrorEntry => ({ meaning: `${meaning} (HTTP 422)`, httpStatus: 422 });

/** a campaign or export the caller does not have: HTTP 404 on the v1 shape */
export const notFound = (meaning: string): ErrorEntry => ({ meaning: `${meaning} (HTTP 404)`, httpStatus: 404 });

/** every read names a campaign of the caller's; another user's campaign looks missing */
export const CAMPAIGN_ERRORS = {
  1: unprocessable('missing SMSCampaignID'),
  2: unprocessable('SMSCampaignID is not an integer'),
  404: notFound("SMS campaign not found (also another user's)"),
};
export const LIMIT_ERROR = unprocessable('Limit is not an integer from 1 to 500');
export const INT_CURSOR_ERROR = unprocessable("Cursor is not a NextCursor of this campaign's (tampered, or not an integer)");
export const EVENT_CURSOR_ERROR = unprocessable("CursorTime and CursorID are not a NextCursor pair of this campaign's (one missing, tampered)");
export const CONTROL_STATE_ERROR = (from: string): ErrorEntry => unprocessable(`the campaign is not ${from}`);
export const SMS_NOTES = 'docs/services/sms.md';

/** the event time series' and browses' NextCursor on (EventTime, EventID) */
export interface SmsEventCursor {
  CursorTime: string;
  CursorID: string;
}

/** a campaign command's answer: the campaign and its status after the command */
export interface SmsCampaignStatusReply {
  SMSCampaignID: number;
  Status: string;
}
