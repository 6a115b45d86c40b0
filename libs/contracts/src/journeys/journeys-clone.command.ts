import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEY_IDS_ERRORS, JourneyIdsRequest, type JourneysBulkReply, JOURNEYS_NOTES } from './journey-shared';

/** journeys.clone: read by the service (codes 1, 2). */
export class JourneysCloneRequest extends JourneyIdsRequest {
  @Param('Added after the original name, after a space (default "(copy)")')
  namesuffix?: string;
}

export interface JourneysCloneReply extends JourneysBulkReply {
  ClonedJourneys: { SourceJourneyID: number; NewJourneyID: number }[];
}

export const JourneysClone = defineCommand({
  name: 'journeys.clone',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'journeys.clone' },
  request: JourneysCloneRequest,
  returns: reply<JourneysCloneReply>(),
  reply: 'Success, ProcessedJourneyIDs, FailedJourneyIDs, ClonedJourneys',
  errorStyle: 'array',
  errors: JOURNEY_IDS_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Copy several of the caller’s journeys, actions included, each into a new Disabled journey.',
  notes: JOURNEYS_NOTES,
});
