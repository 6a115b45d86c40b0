import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { ADMIN_JOURNEYS_RATE, type AdminJourneysOk } from './admin-journeys.shared';

export class AdminJourneysPendingRequest {}

export interface AdminJourneysPendingReply extends AdminJourneysOk {
  TotalPendingEntries: number;
  Users: { UserID: number; Username: string; PendingCount: number }[];
}

export const AdminJourneysPending = defineCommand({
  name: 'admin.journeys.pending',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.journeys.pending' },
  request: AdminJourneysPendingRequest,
  returns: reply<AdminJourneysPendingReply>(),
  reply: 'TotalPendingEntries (active entries whose step is due), Users (per owner, most first)',
  errorStyle: 'array',
  errors: { 1: { meaning: 'Database query failed', httpStatus: 500 } },
  rateLimit: ADMIN_JOURNEYS_RATE,
  summary: 'Journey entries due to run now, per user (administrators).',
});
