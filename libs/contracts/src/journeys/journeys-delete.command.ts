import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';

/** journeys.delete (legacy only): read by the service (code 1). */
export class JourneysDeleteRequest {
  @Param('Comma-separated journey ids (an array accepted)', true)
  journeys?: unknown;
}

export interface JourneysDeleteReply {
  /** the ids deleted */
  ProcessedJourneyIDs: number[];
  /** unknown ids and another user's */
  FailedJourneyIDs: number[];
}

export const JourneysDelete = defineCommand({
  name: 'journeys.delete',
  service: 'journeys',
  auth: 'user',
  request: JourneysDeleteRequest,
  returns: reply<JourneysDeleteReply>(),
  reply: 'ProcessedJourneyIDs, FailedJourneyIDs (with the envelope’s Success, ErrorCode 0, ErrorText)',
  errorStyle: 'array',
  errors: { 1: 'Journeys is missing (or holds no journey id)' },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Delete several of the caller’s journeys (their Active enrolments end as exited); each id reported.',
  notes: JOURNEYS_NOTES,
});
