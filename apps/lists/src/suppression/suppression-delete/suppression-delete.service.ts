import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { isEmail } from '@mail/values';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';

/** Suppression.Delete: 1 missing address, 2 invalid or not suppressed for the caller. Optional ListID limits it to that list's entry. */
@Injectable()
export class SuppressionDeleteService {
  constructor(private readonly db: ServiceDb) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const email = p.str('EmailAddress');
    if (!email) throw new CommandError(1, 'Missing email address');
    if (!isEmail(email)) throw new CommandError(2, 'Invalid email address');
    const listId = p.id('ListID');
    const rows = await this.db.returning(
      `DELETE FROM "lists"."suppression" WHERE "user_id" = $1 AND lower("email") = lower($2) AND ($3::bigint IS NULL OR "list_id" = $3) RETURNING "id"`,
      [userId, email, listId ?? null],
    );
    if (!rows.length) throw new CommandError(2, 'Email address is not in the suppression list');
    return {};
  }
}
