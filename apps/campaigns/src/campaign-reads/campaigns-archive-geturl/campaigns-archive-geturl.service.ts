import { Injectable } from '@nestjs/common';

import { CommandError, type CampaignsArchiveGeturlReply, type CampaignsArchiveGeturlRequest } from '@mail/contracts';

import { ArchiveLinks } from '../archive/archive-links';
import { CampaignReadsRepository } from '../campaign-reads.repository';

/** campaigns.archive.geturl: the signed public archive URL of one of the caller's tags (served by ArchivePages). */
@Injectable()
export class CampaignsArchiveGeturlService {
  constructor(
    private readonly reads: CampaignReadsRepository,
    private readonly links: ArchiveLinks,
  ) {}

  async run(userId: number, input: CampaignsArchiveGeturlRequest): Promise<CampaignsArchiveGeturlReply> {
    const tagId = Number(input.tagid);
    if (!(await this.reads.ownsTag(userId, tagId))) throw new CommandError(2, 'Tag not found');
    return { URL: this.links.url(userId, tagId) };
  }
}
