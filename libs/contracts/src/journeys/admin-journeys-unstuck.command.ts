import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule } from '../campaigns/requests/param-rules';
import { type AdminJourneysOk, optionalPositive } from './admin-journeys.shared';

export class AdminJourneysUnstuckRequest {
  @Rule('optionalId', optionalPositive, code(1, 'Journey not found'))
  @Param('Only this journey (default: every journey)')
  journeyid?: string | number;
}

export interface AdminJourneysUnstuckReply extends AdminJourneysOk {
  EntriesReset: number;
  Message: string;
}

export const AdminJourneysUnstuck = defineCommand({
  name: 'admin.journeys.unstuck',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.journeys.unstuck' },
  request: AdminJourneysUnstuckRequest,
  returns: reply<AdminJourneysUnstuckReply>(),
  reply: 'EntriesReset (stuck entries made due now, their journeys woken), Message',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'JourneyID given but no such journey', httpStatus: 404 },
    2: { meaning: 'No stuck entries found', httpStatus: 404 },
    3: { meaning: 'Database error during unstuck operation', httpStatus: 500 },
  },
  rateLimit: { requests: 30, windowSeconds: 60 },
  summary: 'Reset stuck journey entries so the engine runs their step at once (administrators).',
});
