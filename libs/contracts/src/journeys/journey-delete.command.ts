import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEY_ERRORS, JourneyIdRequest, JOURNEYS_NOTES } from './journey-shared';

/** journey.delete: the caller's journey (JourneyID read by the service: codes 1, 2). */
export class JourneyDeleteRequest extends JourneyIdRequest {}

/** the deleted journey's id, as a string (journey.delete and journey.delete.post) */
export interface JourneyDeleteReply {
  JourneyID: string;
}

export const JourneyDelete = defineCommand({
  name: 'journey.delete',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['DELETE'], path: 'journey' },
  request: JourneyDeleteRequest,
  returns: reply<JourneyDeleteReply>(),
  reply: 'JourneyID',
  errors: JOURNEY_ERRORS,
  summary: 'Delete a journey (its enrolments end).',
  notes: JOURNEYS_NOTES,
});
