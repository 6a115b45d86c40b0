import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersImportStatusReply, type SubscribersImportStatusRequest } from '@mail/contracts';
import { type Caller, ServiceDb } from '@mail/kit';

import { ParamReader } from '../../common/params';
import { ts } from '../../common/sql';

/** Subscribers.Import.Status (extension): progress and per-row errors. 1 ImportID missing, 2 not found / not the caller's. */
@Injectable()
export class SubscribersImportStatusService {
  constructor(private readonly db: ServiceDb) {}

  async run(input: SubscribersImportStatusRequest, caller: Caller): Promise<SubscribersImportStatusReply> {
    const userId = caller.userId;
    const p = new ParamReader(input);
    if (!p.str('ImportID')) throw new CommandError(1, 'Missing ImportID');
    const id = p.id('ImportID');
    const row = id
      ? await this.db.one<Record<string, unknown>>(
          `SELECT "id"::int AS "ImportID", "list_id"::int AS "ListID", "status" AS "Status", "format" AS "Format", "processed_rows" AS "ProcessedRows",
                  "imported" AS "TotalImported", "updated" AS "TotalUpdated", "skipped" AS "TotalSkipped", "failed" AS "TotalFailed", "errors" AS "Errors",
                  ${ts('"created_at"')} AS "CreatedAt", coalesce(${ts('"started_at"')}, '') AS "StartedAt", coalesce(${ts('"finished_at"')}, '') AS "FinishedAt"
           FROM "lists"."import_job" WHERE "id" = $1 AND "user_id" = $2`,
          [id, userId],
        )
      : undefined;
    if (!row) throw new CommandError(2, 'Import not found');
    return { Import: row };
  }
}
