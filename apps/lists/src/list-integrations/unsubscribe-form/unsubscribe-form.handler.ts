import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type PublicRequest, type PublicResponse, Queries } from '@mail/contracts';

import { UnsubscribeFormPages } from './unsubscribe-form.pages';

/** `/lists/unsubscribe/<token>` forwarded by the edge */
@Controller()
export class UnsubscribeFormHandler {
  constructor(private readonly pages: UnsubscribeFormPages) {}

  @HandlesQuery(Queries.ListsUnsubscribeForm)
  handle(req: PublicRequest): Promise<PublicResponse> {
    return this.pages.answer(req);
  }
}
