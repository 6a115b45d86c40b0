import { Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { NO_CACHE_HEADERS, type PublicResponse } from '@mail/contracts';
import { escapeHtml } from '@mail/mail';

import { BounceAddresses } from '../bounces/bounce-address';
import { recipientUrls } from '../delivery/recipient-urls';
import { EmailRepository } from '../emails/email.repository';
import { JourneyMailRepository } from '../journey-mail/journey-mail.repository';
import { journeyPage } from '../journey-mail/journey-message';
import type { CampaignContent } from '../rendering/campaign-content';
import { compileCampaignContent, type PersonalisedContent } from '../rendering/campaign-message.compiler';
import { trackableUrls } from '../rendering/tracked-links';
import { isJourneyMail, JOURNEY_MAIL, TrackingTokens } from './tracking-token';
import { type TrackedRecipient, TrackingRepository } from './tracking.repository';
import { WebViewPersonalisation } from './web-view-personalisation';

type Renderer = ReturnType<typeof compileCampaignContent>;
const KEEP = 16;

/**
 * The "view in browser" page: the recipient's own message, rendered from the run's frozen content and the
 * recipient's personalisation values exactly as it was sent (merge tags, conditional blocks, the date of sending,
 * the same random values, their own tracked links), without the open pixel. The user's HTML is served sandboxed:
 * no script runs on the edge's origin. A journey's message renders from its email as it is now, with the subscriber's
 * values the message was personalised with (journey_mail keeps them) and the user's fields and merge-tag aliases as
 * they are now, as the email is (WebViewPersonalisation: accounts and lists are asked, the answers kept 30 s).
 */
@Injectable()
export class WebView {
  private readonly compiled = new Map<string, Renderer>();

  constructor(
    private readonly repository: TrackingRepository,
    private readonly tokens: TrackingTokens,
    private readonly verp: BounceAddresses,
    private readonly emails: EmailRepository,
    private readonly journeyMail: JourneyMailRepository,
    private readonly personalisations: WebViewPersonalisation,
  ) {}

  async render(r: TrackedRecipient): Promise<PublicResponse | undefined> {
    const page = isJourneyMail(r) ? await this.journeyPage(r) : await this.campaignPage(r);
    return (
      page && {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: page.html ?? plainTextPage(page.subject, page.text ?? ''),
        headers: {
          ...NO_CACHE_HEADERS,
          'content-security-policy': 'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
          'x-robots-tag': 'noindex',
        },
      }
    );
  }

  private async campaignPage(r: TrackedRecipient): Promise<PersonalisedContent | undefined> {
    const source = await this.repository.webViewSource(r);
    if (!source) return undefined;
    return this.renderer(source.content)(this.recipientOf(r, source.fields), r.sentAt ?? new Date());
  }

  private async journeyPage(r: TrackedRecipient): Promise<PersonalisedContent | undefined> {
    const [email, fields] = await Promise.all([r.emailId ? this.emails.findOwned(r.userId, r.emailId) : undefined, this.journeyMail.sentFields(r.recipientId)]);
    if (!email || !fields) return undefined;
    const [personalisation, links] = await Promise.all([
      this.personalisations.of(r.userId, r.listId),
      this.journeyMail.linkIds(Number(email.id), trackableUrls(email.html_content, email.plain_content)),
    ]);
    const baseUrl = publicBaseUrl();
    const urls = recipientUrls(this.tokens, this.verp, { baseUrl, bounceDomain: '' }, JOURNEY_MAIL.campaignId, JOURNEY_MAIL.run);
    return journeyPage(email, r.userId, this.recipientOf(r, fields), personalisation, { urls, links, baseUrl }, r.sentAt ?? new Date());
  }

  private recipientOf(r: TrackedRecipient, fields: Record<string, string>) {
    return { id: r.recipientId, subscriberId: r.subscriberId, listId: r.listId, emailAddress: r.emailAddress, fields };
  }

  /** compiled once per run and process (the last few runs viewed) */
  private renderer(content: CampaignContent): (recipient: Parameters<Renderer>[0], at: Date) => PersonalisedContent {
    const key = `${content.campaignId}:${content.run}`;
    let renderer = this.compiled.get(key);
    if (!renderer) {
      // a page has no return path: the bounce domain is never read
      const urls = recipientUrls(this.tokens, this.verp, { baseUrl: publicBaseUrl(), bounceDomain: '' }, content.campaignId, content.run);
      renderer = compileCampaignContent(content, urls);
      this.compiled.set(key, renderer);
      if (this.compiled.size > KEEP) this.compiled.delete(this.compiled.keys().next().value as string);
    }
    return renderer;
  }
}

/** the plain-text version of an email that has no HTML part */
const plainTextPage = (subject: string, text: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><pre style="white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`;
