import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { ADMIN_JOURNEYS_RATE, type AdminJourneysOk } from './admin-journeys.shared';

export class AdminJourneysStuckRequest {}

export interface AdminJourneysStuckReply extends AdminJourneysOk {
  TotalStuckEntries: number;
  Journeys: { JourneyID: number; JourneyName: string; RelUserID: number; StuckCount: number }[];
}

export const AdminJourneysStuck = defineCommand({
  name: 'admin.journeys.stuck',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.journeys.stuck' },
  request: AdminJourneysStuckRequest,
  returns: reply<AdminJourneysStuckReply>(),
  reply: 'TotalStuckEntries, Journeys (each enabled journey with stuck entries: due for 15 minutes or more and not advanced)',
  errorStyle: 'array',
  errors: { 1: { meaning: 'Database query failed', httpStatus: 500 } },
  rateLimit: ADMIN_JOURNEYS_RATE,
  summary: 'Journeys whose entries are stuck: due for a while and not advanced by the engine (administrators).',
});
