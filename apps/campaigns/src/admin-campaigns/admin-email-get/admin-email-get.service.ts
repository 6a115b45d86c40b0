import { Injectable } from '@nestjs/common';

import { type AdminEmailGetReply, type AdminEmailGetRequest, CommandError } from '@mail/contracts';

import { iso } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/** admin.email.get: any user's email. EmailStatus: our emails have no status of their own, so it is always Active. */
@Injectable()
export class AdminEmailGetService {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  async run(input: AdminEmailGetRequest): Promise<AdminEmailGetReply> {
    const e = await this.repository.email(Number(input.emailid));
    if (!e) throw new CommandError(2, 'Email not found');
    return {
      Success: true,
      ErrorCode: 0,
      EmailInformation: {
        EmailID: Number(e.id),
        EmailName: String(e.name ?? ''),
        Subject: String(e.subject ?? ''),
        HTMLContent: String(e.html_content ?? ''),
        TextContent: String(e.plain_content ?? ''),
        RelOwnerUserID: e.user_id,
        CreatedOn: iso(e.created_at)!,
        UpdatedOn: iso(e.updated_at)!,
        EmailStatus: 'Active',
      },
    };
  }
}
