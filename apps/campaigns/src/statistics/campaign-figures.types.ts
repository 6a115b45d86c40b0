/** events of one kind of one campaign, human or machine */
export interface KindCount {
  campaignId: number;
  kind: string;
  isBot: boolean;
  total: number;
  unique: number;
  /** the events' summed value (attributed conversions' revenue) */
  revenue?: number;
}

export interface RecipientCount {
  campaignId: number;
  sent: number;
  hard: number;
  soft: number;
}

export interface DayCount {
  day: string;
  kind: string;
  total: number;
  unique: number;
}

/** one campaign's figures (campaignFigures) */
export interface CampaignFigures {
  /** where the per-day window starts: undefined before a send and any event */
  start?: Date;
  recipients: RecipientCount;
  kinds: KindCount[];
  /** human counters per UTC day, from the start */
  days: DayCount[];
  links: LinkCount[];
}

export interface LinkCount {
  id: number;
  url: string;
  total: number;
  unique: number;
  machine: number;
}
