import { Injectable } from '@nestjs/common';

import type { AbTestVariation, AutoResendFigures, CampaignAbtestGetReply, CampaignAbtestGetRequest, HeadlineFigures } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { EmailRepository } from '../../emails/email.repository';
import { SplitTestRepository } from '../../split-tests/split-test.repository';
import { SplitTestStatistics } from '../../statistics/split-test.statistics';
import { CampaignReadsRepository, type Headline, type ReadCampaign } from '../campaign-reads.repository';
import { ReadableCampaign } from '../readable-campaign';

/** a percentage with two decimals, as a number (the vendor's OpenRate 23.45) */
const rate = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * campaign.abtest.get: each A/B variation's figures (Campaign.Get's SplitABTestStatistics, with the email's sender
 * and content type, failed sends and revenue), the winner (a split test's once decided, else the best open rate so far),
 * and the auto-resend's uplift or its parent's figures.
 */
@Injectable()
export class CampaignAbtestGetService {
  constructor(
    private readonly campaigns: ReadableCampaign,
    private readonly reads: CampaignReadsRepository,
    private readonly splitStatistics: SplitTestStatistics,
    private readonly splitTests: SplitTestRepository,
    private readonly emails: EmailRepository,
  ) {}

  async run(caller: Caller, input: CampaignAbtestGetRequest): Promise<CampaignAbtestGetReply> {
    const campaign = await this.campaigns.of(caller, input.campaignid);
    const [variations, autoResend, parent, splitTest] = await Promise.all([
      this.variations(campaign),
      this.autoResend(campaign),
      this.parent(campaign),
      this.splitTests.ofCampaign(campaign.id),
    ]);
    // a split test's decided winner, else the best open rate so far
    const decided = splitTest?.state === 'decided' ? variations[splitTest.winner_variation ?? -1] : undefined;
    return {
      CampaignID: campaign.id,
      ABTest: {
        IsABTest: variations.length > 0,
        Variations: variations,
        Winner: decided ? { EmailID: decided.EmailID, EmailName: decided.EmailName } : winnerOf(variations),
      },
      AutoResend: autoResend,
      ParentCampaign: parent,
    };
  }

  private async variations(campaign: ReadCampaign): Promise<AbTestVariation[]> {
    const figures = await this.splitStatistics.of(campaign.id, campaign.ab_variations);
    if (!figures.length) return [];
    const [extras, emails] = await Promise.all([
      this.reads.variationExtras(campaign.id),
      Promise.all(figures.map((f) => this.emails.findOwned(campaign.user_id, f.EmailID))),
    ]);
    return figures.map((f, i) => {
      const email = emails[i];
      const extra = extras.find((e) => e.variation === i);
      return {
        EmailID: f.EmailID,
        EmailName: email?.name ?? '',
        Subject: email?.subject ?? '',
        FromName: email?.from_name ?? '',
        FromEmail: email?.from_email ?? '',
        ContentType: email?.content_type ?? '',
        TotalRecipients: f.TotalRecipients,
        TotalSent: f.TotalSent,
        TotalFailed: extra?.failed ?? 0,
        UniqueOpens: f.UniqueOpens,
        UniqueClicks: f.UniqueClicks,
        Unsubscriptions: f.TotalUnsubscriptions,
        Revenue: extra?.revenue ?? '0.00',
        OpenRate: rate(f.UniqueOpens, f.TotalSent),
        ClickRate: rate(f.UniqueClicks, f.TotalSent),
        CTOR: rate(f.UniqueClicks, f.UniqueOpens),
      };
    });
  }

  /** completed: the child's figures and what it added to the parent's rates; scheduled: what it will send */
  private async autoResend(campaign: ReadCampaign): Promise<AutoResendFigures | null> {
    const childId = await this.reads.resendChild(campaign.id);
    if (childId) {
      const heads = await this.reads.headlines([campaign.id, childId]);
      const parent = heads.find((h) => h.id === campaign.id);
      const child = heads.find((h) => h.id === childId);
      if (parent && child) {
        return {
          Status: 'completed',
          ...headline(child),
          OpenUplift: rate(child.uopens, parent.sent),
          ClickUplift: rate(child.uclicks, parent.sent),
        };
      }
    }
    if (!campaign.auto_resend_enabled || campaign.parent_campaign_id) return null;
    return {
      Status: 'scheduled',
      WaitDays: campaign.auto_resend_wait_days,
      Subject: campaign.auto_resend_subject,
      PreHeaderText: campaign.auto_resend_preheader_text,
    };
  }

  private async parent(campaign: ReadCampaign): Promise<CampaignAbtestGetReply['ParentCampaign']> {
    if (!campaign.parent_campaign_id) return null;
    const [parent] = await this.reads.headlines([campaign.parent_campaign_id]);
    return parent ? { ...headline(parent), CTOR: rate(parent.uclicks, parent.uopens) } : null;
  }
}

function headline(h: Headline): HeadlineFigures {
  return {
    CampaignID: h.id,
    CampaignName: h.name,
    TotalSent: h.sent,
    UniqueOpens: h.uopens,
    UniqueClicks: h.uclicks,
    OpenRate: rate(h.uopens, h.sent),
    ClickRate: rate(h.uclicks, h.sent),
  };
}

/** the variation with the highest open rate once any was sent (then unique clicks, then the first) */
function winnerOf(variations: AbTestVariation[]): { EmailID: number; EmailName: string } | null {
  const sent = variations.filter((v) => v.TotalSent > 0);
  if (!sent.length) return null;
  const best = sent.reduce((a, b) => (b.OpenRate > a.OpenRate || (b.OpenRate === a.OpenRate && b.UniqueClicks > a.UniqueClicks) ? b : a));
  return { EmailID: best.EmailID, EmailName: best.EmailName };
}
