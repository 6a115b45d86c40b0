import { Injectable } from '@nestjs/common';

import type { CampaignContent } from '../rendering/campaign-content';
import { UnrenderableContentError } from '../rendering/campaign-message.compiler';
import { parseCustomHeaders } from '../rendering/custom-headers';
import { trackableUrls } from '../rendering/tracked-links';
import { UserEmailContentRepository } from '../user-email-content/user-email-content.repository';
import type { RunState } from './campaign-run.repository';
import { PeerQueries } from './peer-queries';
import { RunContentRepository } from './run-content.repository';
import { compileRunMessage } from './run-message.compiler';

const NO_URLS = { open: () => '', click: () => '', unsubscribe: () => '', view: () => '', returnPath: () => '' };

/**
 * Freezes what a run renders from when it starts: the email (and an A/B test's), the user's fields and custom headers (from
 * accounts), the user's header and footer blocks and the campaign's link ids (the blocks' links tracked as the email's). Compiling it once here turns unsendable content into a failed run
 * before any recipient is claimed. The merge-tag aliases are added with the first audience page.
 */
@Injectable()
export class RunContentPreparer {
  constructor(
    private readonly contents: RunContentRepository,
    private readonly peers: PeerQueries,
    private readonly headerFooters: UserEmailContentRepository,
  ) {}

  async prepare(run: RunState): Promise<{ content: CampaignContent; neverSuppressed: string[] }> {
    const source = await this.contents.email(run.campaignId);
    if (!source) throw new UnrenderableContentError('The campaign has no email');
    const variations = await this.contents.variations(run.campaignId);
    const profile = await this.peers.sendingProfile(run.userId);
    const headerFooter = await this.headerFooters.of(run.userId);
    const emails = [source.email, ...variations.map((v) => v.email)];
    const urls = [
      ...emails.flatMap((e) => trackableUrls(e.html, e.plain)),
      ...trackableUrls(headerFooter.htmlHeader + headerFooter.htmlFooter, headerFooter.plainHeader + headerFooter.plainFooter),
    ];
    const links = await this.contents.linkIds(run.campaignId, [...new Set(urls)]);
    const content: CampaignContent = {
      campaignId: run.campaignId,
      run: run.run,
      userId: run.userId,
      campaignName: source.campaignName,
      email: source.email,
      ...(variations.length ? { variations } : {}),
      links,
      user: profile.fields,
      mergeTagAliases: {},
      customHeaders: parseCustomHeaders(profile.customEmailHeaders),
      headerFooter,
    };
    compileRunMessage(content, NO_URLS);
    return { content, neverSuppressed: profile.whiteListedEmailAddresses };
  }
}
