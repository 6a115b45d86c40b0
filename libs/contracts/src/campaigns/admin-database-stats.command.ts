import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { AdminOk } from './admin-campaigns.shared';

export class AdminDatabaseStatsRequest {}

export interface AdminDatabaseStatsReply extends AdminOk {
  Tables: { TableName: string; Engine: string; TableRows: number; DataMB: number; IndexMB: number; TotalMB: number }[];
  Summary: { TotalTables: number; TotalDataMB: number; TotalIndexMB: number; TotalSizeMB: number };
}

export const AdminDatabaseStats = defineCommand({
  name: 'admin.database.stats',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.database.stats' },
  request: AdminDatabaseStatsRequest,
  returns: reply<AdminDatabaseStatsReply>(),
  reply: "Tables (every table of the platform's database from PostgreSQL's catalog: schema.table, estimated rows, sizes), Summary",
  errorStyle: 'array',
  errors: { 1: { meaning: 'Database query failed', httpStatus: 500 } },
  rateLimit: { requests: 30, windowSeconds: 60 },
  summary: 'Table sizes and row estimates of the database (administrators).',
});
