import { IsArray, IsInt, IsOptional, Min } from 'class-validator';

import type { AutoresponderView } from '../campaigns/requests/autoresponder-values';

/** Which of these campaign and email ids are the user's (lists checks Subscriber.Unsubscribe's CampaignID and EmailID). */
export class CampaignsOwnershipRequest {
  @IsInt() @Min(1) userId!: number;
  @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) campaignIds!: number[];
  @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) emailIds!: number[];
  /** Subscriber.Unsubscribe's AutoResponderID */
  @IsOptional() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) autoResponderIds?: number[];
}

export interface CampaignsOwnershipReply {
  missingCampaigns: number[];
  missingEmails: number[];
  /** the asked autoresponders that are not the user's (answered when autoResponderIds was given) */
  missingAutoResponders?: number[];
}

/** List.Assets' AutoResponders: the user's autoresponders of one list, as autoresponders.get presents them. */
export class ListAutorespondersRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
}

export interface ListAutorespondersReply {
  autoResponders: AutoresponderView[];
}
