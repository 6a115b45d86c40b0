import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type ListAutorespondersReply, type ListAutorespondersRequest, Queries } from '@mail/contracts';

import { AutorespondersListing } from '../autoresponders.listing';

/** lists' List.Assets asks for the user's autoresponders of one list (by name, every one, as autoresponders.get lists them). */
@Controller()
export class ListAutorespondersHandler {
  constructor(private readonly listing: AutorespondersListing) {}

  @HandlesQuery(Queries.ListAutoresponders)
  async ofList(request: ListAutorespondersRequest): Promise<ListAutorespondersReply> {
    const { AutoResponders } = await this.listing.list(request.userId, request.listId, {}, false);
    return { autoResponders: AutoResponders };
  }
}
