import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';

/** Segments.Delete: segments of the caller's lists; other ids are ignored. */
@Injectable()
export class SegmentsDeleteService {
  constructor(private readonly db: ServiceDb) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const ids = new ParamReader(req.params).ids('Segments');
    if (!ids.length) throw new CommandError(1, 'Segment ids are missing', { param: 'segments' });
    await this.db.query(
      `DELETE FROM "lists"."segment" g USING "lists"."list" l WHERE g."list_id" = l."id" AND l."user_id" = $2 AND g."id" = ANY($1::bigint[])`,
      [ids, userId],
    );
    return {};
  }
}
