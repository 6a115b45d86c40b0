import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEY_IDS_ERRORS, JourneyIdsRequest, type JourneysBulkReply, JOURNEYS_NOTES } from './journey-shared';

/** journeys.disable: read by the service (codes 1, 2). */
export class JourneysDisableRequest extends JourneyIdsRequest {}

export type JourneysDisableReply = JourneysBulkReply;

export const JourneysDisable = defineCommand({
  name: 'journeys.disable',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'journeys.disable' },
  request: JourneysDisableRequest,
  returns: reply<JourneysDisableReply>(),
  reply: 'Success, ProcessedJourneyIDs, FailedJourneyIDs',
  errorStyle: 'array',
  errors: JOURNEY_IDS_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Disable several of the caller’s enabled journeys (their enrolments pause where they are); each id reported.',
  notes: JOURNEYS_NOTES,
});
