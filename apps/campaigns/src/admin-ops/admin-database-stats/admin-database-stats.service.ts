import { Injectable } from '@nestjs/common';

import { type AdminDatabaseStatsReply, CommandError } from '@mail/contracts';

import { AdminOpsRepository } from '../admin-ops.repository';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/**
 * admin.database.stats: PostgreSQL's catalog of the database campaigns is connected to (every schema in it, named
 * schema.table; no service's rows are read). Engine: heap or partitioned; TableRows: the planner's estimate.
 */
@Injectable()
export class AdminDatabaseStatsService {
  constructor(private readonly repository: AdminOpsRepository) {}

  async run(): Promise<AdminDatabaseStatsReply> {
    let rows: Awaited<ReturnType<AdminOpsRepository['tableSizes']>>;
    try {
      rows = await this.repository.tableSizes();
    } catch (error) {
      throw new CommandError(1, `Database query failed: ${(error as Error).message}`);
    }
    const tables = rows.map((r) => ({
      TableName: r.name,
      Engine: r.kind,
      TableRows: r.rows,
      DataMB: mb(r.data),
      IndexMB: mb(r.index),
      TotalMB: mb(r.data + r.index),
    }));
    const data = rows.reduce((n, r) => n + r.data, 0);
    const index = rows.reduce((n, r) => n + r.index, 0);
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Tables: tables,
      Summary: { TotalTables: tables.length, TotalDataMB: mb(data), TotalIndexMB: mb(index), TotalSizeMB: mb(data + index) },
    };
  }
}
