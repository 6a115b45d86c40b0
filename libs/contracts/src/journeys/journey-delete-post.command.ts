import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { JourneyDeleteReply } from './journey-delete.command';
import { JOURNEY_ERRORS, JourneyIdRequest, JOURNEYS_NOTES } from './journey-shared';

/** journey.delete.post: the caller's journey (JourneyID read by the service: codes 1, 2). */
export class JourneyDeletePostRequest extends JourneyIdRequest {}

/** the same answer as journey.delete */
export type JourneyDeletePostReply = JourneyDeleteReply;

export const JourneyDeletePost = defineCommand({
  name: 'journey.delete.post',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['POST'], path: 'journey.delete' },
  legacy: false,
  request: JourneyDeletePostRequest,
  returns: reply<JourneyDeletePostReply>(),
  reply: 'JourneyID',
  errors: JOURNEY_ERRORS,
  summary: 'Delete a journey (vendor docs form: POST journey.delete).',
  notes: JOURNEYS_NOTES,
});
