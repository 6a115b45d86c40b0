import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type AdminSubscriberSearchReply, type AdminSubscriberSearchRequest, Queries } from '@mail/contracts';

import { AdminSubscribersRepository } from '../admin-subscribers.repository';

/** admin.subscriber.search: every list of every user holding the address; owners' names asked of accounts. */
@Injectable()
export class AdminSubscriberSearchService {
  constructor(
    private readonly repository: AdminSubscribersRepository,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async run(input: AdminSubscriberSearchRequest): Promise<AdminSubscriberSearchReply> {
    const email = input.emailaddress.trim();
    const rows = await this.repository.byEmail(email);
    const owners = rows.length ? (await this.bus.query(Queries.UsersBrief, { userIds: [...new Set(rows.map((r) => r.user_id))] }, 10_000)).users : [];
    const names = new Map(owners.map((u) => [u.userId, `${u.firstName} ${u.lastName}`.trim() || u.username]));
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      EmailAddress: email,
      TotalLists: rows.length,
      Lists: rows.map((r) => ({
        ListID: Number(r.list_id),
        ListName: r.list_name,
        OwnerUserID: r.user_id,
        OwnerName: names.get(r.user_id) ?? '',
        SubscriberID: Number(r.subscriber_id),
        SubscriptionStatus: r.status,
        BounceType: r.bounce_type,
      })),
    };
  }
}
