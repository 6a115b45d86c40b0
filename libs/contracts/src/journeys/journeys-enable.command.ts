import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEY_IDS_ERRORS, JourneyIdsRequest, type JourneysBulkReply, JOURNEYS_NOTES } from './journey-shared';

/** journeys.enable: read by the service (codes 1, 2). */
export class JourneysEnableRequest extends JourneyIdsRequest {}

export type JourneysEnableReply = JourneysBulkReply;

export const JourneysEnable = defineCommand({
  name: 'journeys.enable',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'journeys.enable' },
  request: JourneysEnableRequest,
  returns: reply<JourneysEnableReply>(),
  reply: 'Success, ProcessedJourneyIDs, FailedJourneyIDs',
  errorStyle: 'array',
  errors: JOURNEY_IDS_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Enable several of the caller’s disabled journeys (their paused enrolments resume); each id reported.',
  notes: JOURNEYS_NOTES,
});
