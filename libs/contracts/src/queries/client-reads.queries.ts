import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Min } from 'class-validator';

/**
 * accounts' client-scoped reads (client.lists.get, client.list.get): the asked lists that exist and are the
 * user's, in id order; `statistics` adds each list's subscriber counts by state.
 */
export class ListsSummaryRequest {
  @IsInt() @Min(1) userId!: number;
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) listIds!: number[];
  @IsOptional() @IsBoolean() statistics?: boolean;
}

export interface ListSummary {
  ListID: number;
  Name: string;
  RelOwnerUserID: number;
  SubscriberCount?: number;
  Statistics?: Record<string, number>;
}

export interface ListsSummaryReply {
  lists: ListSummary[];
}

/**
 * accounts' client-scoped reads (client.campaigns.get, client.campaign.get): the asked campaigns that exist and
 * are the user's, in id order; `statistics` adds the headline figures and the statistics blocks Campaign.Get
 * answers.
 */
export class CampaignsSummaryRequest {
  @IsInt() @Min(1) userId!: number;
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) campaignIds!: number[];
  @IsOptional() @IsBoolean() statistics?: boolean;
}

export interface CampaignSummary {
  CampaignID: number;
  CampaignName: string;
  CampaignStatus: string;
  TotalSent?: number;
  TotalOpened?: number;
  TotalClicked?: number;
  HardBounceRatio?: string;
  SoftBounceRatio?: string;
  Statistics?: Record<string, unknown>;
}

export interface CampaignsSummaryReply {
  campaigns: CampaignSummary[];
}
