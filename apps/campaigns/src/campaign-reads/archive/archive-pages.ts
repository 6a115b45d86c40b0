import { Injectable } from '@nestjs/common';

import { htmlPage, NO_CACHE_HEADERS, paragraph, type PublicRequest, type PublicResponse } from '@mail/contracts';
import { escapeHtml } from '@mail/mail';

import type { CampaignContent, MessageRecipient } from '../../rendering/campaign-content';
import { compileCampaignContent } from '../../rendering/campaign-message.compiler';
import { CampaignReadsRepository } from '../campaign-reads.repository';
import { ArchiveLinks } from './archive-links';

const notFound = (): PublicResponse => htmlPage(404, 'Archive not found', paragraph('This archive does not exist or is no longer available.'));

/** nobody in particular: the archive shows a campaign as sent, without any recipient's values */
const READER: MessageRecipient = { id: 0, subscriberId: 0, listId: 0, emailAddress: '', fields: {} };

/**
 * The public archive of a campaign tag (`/archive/<token>`): the owner's sent campaigns carrying the tag, newest
 * first, each linking to its web version (`/archive/<token>/<CampaignID>`): the latest run's frozen content rendered
 * for no recipient in particular (merge tags of the subscriber empty, links to their original URLs, no open pixel,
 * unsubscribe and web-view links inert), served sandboxed as the recipients' web view is.
 */
@Injectable()
export class ArchivePages {
  constructor(
    private readonly links: ArchiveLinks,
    private readonly reads: CampaignReadsRepository,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const archive = this.links.read(req.params.token ?? '');
    if (!archive || !(await this.reads.ownsTag(archive.userId, archive.tagId))) return notFound();
    const campaigns = await this.reads.archive(archive.userId, archive.tagId);
    const rest = (req.params['*'] ?? '').replace(/\/+$/, '');
    if (!rest) return this.index(req.params.token, campaigns);
    const campaign = /^\d{1,15}$/.test(rest) ? campaigns.find((c) => c.id === Number(rest)) : undefined;
    const content = campaign && (await this.reads.runContent(campaign.id, campaign.run));
    return content ? webVersion(content) : notFound();
  }

  private index(token: string, campaigns: { id: number; name: string; subject: string; sent_at: string }[]): PublicResponse {
    const items = campaigns.map(
      (c) => `<li><a href="${escapeHtml(`${token}/${c.id}`)}">${escapeHtml(c.subject || c.name)}</a> <small>${escapeHtml(c.sent_at ?? '')}</small></li>`,
    );
    const body = items.length ? `<ul>${items.join('\n')}</ul>` : paragraph('No campaigns have been published here yet.');
    // `<token>/<id>` resolves against /archive/ (the page's path has no trailing slash)
    return htmlPage(200, 'Campaign archive', body);
  }
}

function webVersion(content: CampaignContent): PublicResponse {
  const byId = new Map(Object.entries(content.links).map(([url, id]) => [id, url]));
  const render = compileCampaignContent(content, {
    open: () => '',
    click: (_r, linkId) => byId.get(linkId) ?? '#',
    unsubscribe: () => '#',
    view: () => '#',
    returnPath: () => '',
  });
  const page = render(READER, new Date());
  const body =
    page.html ??
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(page.subject)}</title></head><body><pre style="white-space:pre-wrap">${escapeHtml(page.text ?? '')}</pre></body></html>`;
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body,
    headers: {
      ...NO_CACHE_HEADERS,
      'content-security-policy': 'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
      'x-robots-tag': 'noindex',
    },
  };
}
