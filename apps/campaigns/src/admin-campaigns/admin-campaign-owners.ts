import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

export interface CampaignOwner {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  CompanyName: string;
}

const UNKNOWN: CampaignOwner = { FirstName: '', LastName: '', EmailAddress: '', CompanyName: '' };

/** The owners of campaigns as accounts knows them (one bus question per page). */
@Injectable()
export class CampaignOwners {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userIds: number[]): Promise<Map<number, CampaignOwner>> {
    const owners = new Map<number, CampaignOwner>();
    const ids = [...new Set(userIds)];
    if (!ids.length) return owners;
    const { users } = await this.bus.query(Queries.UsersBrief, { userIds: ids }, 10_000);
    for (const u of users) owners.set(u.userId, { FirstName: u.firstName, LastName: u.lastName, EmailAddress: u.emailAddress, CompanyName: u.companyName });
    for (const id of ids) if (!owners.has(id)) owners.set(id, UNKNOWN); // a deleted user: the campaign is still listed
    return owners;
  }
}
