import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { UserLimitsService } from '../../common/limits.service';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../list.repository';

export const COUNTER_SLOTS = 16;

/** List.Create: 1 missing name, 3 list limit of the user's group reached (2, duplicate name, is disabled as in the spec). */
@Injectable()
export class ListCreateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly limits: UserLimitsService,
  ) {}

  async run(req: BusRequest): Promise<{ ListID: number }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const name = p.str('SubscriberListName') || p.str('ListName') || p.str('Name');
    if (!name) throw new CommandError(1, 'Required field missing: subscriberlistname');
    const { lists: max } = await this.limits.limitsOf(userId);
    if (max !== null && max !== undefined && (await this.lists.countOfUser(userId)) >= max) {
      throw new CommandError(3, 'User has exceeded the maximum number of subscriber lists');
    }
    const optIn = /^double$/i.test(p.str('OptInMode')) || p.id('OptInConfirmationEmailID') ? 'Double' : 'Single';
    const rows = await this.db.query<{ id: string }>(
      `WITH l AS (INSERT INTO "lists"."list" ("user_id", "name", "opt_in_mode", "settings") VALUES ($1, $2, $3, $4::jsonb) RETURNING "id"),
            c AS (INSERT INTO "lists"."list_counter" ("list_id", "slot") SELECT l."id", g FROM l, generate_series(0, ${COUNTER_SLOTS - 1}) g)
       SELECT "id" FROM l`,
      [
        userId,
        name.slice(0, 255),
        optIn,
        JSON.stringify(p.id('OptInConfirmationEmailID') ? { OptInConfirmationEmailID: p.id('OptInConfirmationEmailID') } : {}),
      ],
    );
    return { ListID: Number(rows[0].id) };
  }
}
