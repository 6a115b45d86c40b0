/**
 * What Campaign.Get / Campaigns.Get return with RetrieveStatistics (docs/services/campaigns.md, "Statistics").
 * Human figures leave machine hits out (libs/mail bot-detection.ts); `Machine` blocks report those. Ratios are
 * percentages of TotalSent as strings with two decimals ("12.50"). Days are UTC dates.
 */
export interface DayFigures {
  Date: string;
  Unique: number;
  Total: number;
}

export interface OpenStatistics {
  UniqueOpens: number;
  TotalOpens: number;
  OpenRatio: string;
  Days: DayFigures[];
  Machine: { UniqueOpens: number; TotalOpens: number };
}

export interface LinkFigures {
  LinkID: number;
  URL: string;
  UniqueClicks: number;
  TotalClicks: number;
  MachineClicks: number;
}

export interface ClickStatistics {
  UniqueClicks: number;
  TotalClicks: number;
  ClickRatio: string;
  /** unique clicks per unique open */
  ClickToOpenRatio: string;
  Days: DayFigures[];
  Links: LinkFigures[];
  Machine: { UniqueClicks: number; TotalClicks: number };
}

export interface ConversionStatistics {
  UniqueConversions: number;
  TotalConversions: number;
  ConversionRatio: string;
  /** the attributed conversions' summed value */
  TotalRevenue: number;
  Days: DayFigures[];
}

export interface UnsubscriptionStatistics {
  TotalUnsubscriptions: number;
  UnsubscriptionRatio: string;
  Days: DayFigures[];
}

export interface BounceStatistics {
  TotalHardBounces: number;
  TotalSoftBounces: number;
  HardBounceRatio: string;
  SoftBounceRatio: string;
  TotalComplaints: number;
  Days: { Date: string; Hard: number; Soft: number }[];
}

export interface BrowserViewStatistics {
  UniqueViews: number;
  TotalViews: number;
  Days: DayFigures[];
  Machine: { UniqueViews: number; TotalViews: number };
}

export interface StatisticsBlock {
  OpenStatistics: OpenStatistics;
  ClickStatistics: ClickStatistics;
  ConversionStatistics: ConversionStatistics;
  UnsubscriptionStatistics: UnsubscriptionStatistics;
  BounceStatistics: BounceStatistics;
  BrowserViewStatistics: BrowserViewStatistics;
}

/** the campaign-level figures (the vendor's campaign field names), also for campaign lists */
export interface CampaignTotals {
  TotalSent: number;
  UniqueOpens: number;
  TotalOpens: number;
  UniqueClicks: number;
  TotalClicks: number;
  UniqueConversions: number;
  TotalConversions: number;
  TotalRevenue: number;
  TotalUnsubscriptions: number;
  UniqueViewsOnBrowser: number;
  TotalViewsOnBrowser: number;
  TotalHardBounces: number;
  TotalSoftBounces: number;
  HardBounceRatio: string;
  SoftBounceRatio: string;
}

export interface CampaignStatisticsView {
  totals: CampaignTotals;
  statistics: StatisticsBlock;
}

export const STATISTICS_DAYS_DEFAULT = 15;
export const STATISTICS_DAYS_MAX = 365;
