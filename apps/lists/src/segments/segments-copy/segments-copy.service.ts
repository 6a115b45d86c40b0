import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';

/** Segments.Copy: every segment of the source list is copied (rules as they are) to the target list; both must be the caller's. */
@Injectable()
export class SegmentsCopyService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
  ) {}

  async run(req: BusRequest): Promise<{ TotalCopied: number }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SourceListID')) throw new CommandError(1, 'Required field missing: SourceListID');
    if (!p.str('TargetListID')) throw new CommandError(2, 'Required field missing: TargetListID');
    const ids = [p.id('SourceListID'), p.id('TargetListID')];
    if (ids.some((id) => !id) || (await this.lists.ownedIds(userId, ids as number[])).length !== new Set(ids).size)
      throw new CommandError(4, 'Invalid subscriber list ID');
    const rows = await this.db.query<{ n: string }>(
      `WITH c AS (INSERT INTO "lists"."segment" ("list_id", "name", "operator", "rules", "source")
                  SELECT $2, "name", "operator", "rules", "source" FROM "lists"."segment" WHERE "list_id" = $1 ORDER BY "id" RETURNING 1)
       SELECT count(*) AS n FROM c`,
      ids,
    );
    return { TotalCopied: Number(rows[0]?.n ?? 0) };
  }
}
