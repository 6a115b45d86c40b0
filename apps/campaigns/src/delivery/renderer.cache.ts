import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';

import type { CampaignMessageRenderer } from '../rendering/campaign-message.compiler';
import { TrackingTokens } from '../engagement/tracking-token';
import { CampaignRunRepository } from './campaign-run.repository';
import { DELIVERY_CONFIG, type DeliveryConfig } from './delivery.config';
import { recipientUrls } from './recipient-urls';
import { compileRunMessage } from './run-message.compiler';
import { BounceAddresses } from '../bounces/bounce-address';

const KEEP = 32;

/** Each process compiles a run's message once, from the run's frozen content, and keeps it while the run sends. */
@Injectable()
export class RendererCache {
  private readonly compiled = new Map<string, Promise<CampaignMessageRenderer>>();

  constructor(
    private readonly runs: CampaignRunRepository,
    private readonly tokens: TrackingTokens,
    private readonly verp: BounceAddresses,
    @Inject(DELIVERY_CONFIG) private readonly config: DeliveryConfig,
  ) {}

  get(campaignId: number, run: number): Promise<CampaignMessageRenderer> {
    const key = `${campaignId}:${run}`;
    let renderer = this.compiled.get(key);
    if (!renderer) {
      renderer = this.compile(campaignId, run);
      renderer.catch(() => this.compiled.delete(key));
      this.compiled.set(key, renderer);
      if (this.compiled.size > KEEP) this.compiled.delete(this.compiled.keys().next().value as string);
    }
    return renderer;
  }

  private async compile(campaignId: number, run: number): Promise<CampaignMessageRenderer> {
    const content = await this.runs.content(campaignId, run);
    if (!content) throw new Error(`run ${run} of campaign ${campaignId} has no content yet`);
    // read at each compile: the single-process suite learns its own URL (PORT=0) only once it listens
    const where = { baseUrl: publicBaseUrl(), bounceDomain: this.config.bounceDomain };
    return compileRunMessage(content, recipientUrls(this.tokens, this.verp, where, campaignId, run));
  }
}
