import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { type JourneyActionObject, JourneyIdRequest, type JourneyObject, JOURNEYS_NOTES } from './journey-shared';

/** journey.clone: read by the service in code order. */
export class JourneyCloneRequest extends JourneyIdRequest {
  @Param('Name of the copy', true)
  newjourneyname?: string;
}

export interface JourneyCloneReply {
  /** the new journey: Disabled, its Notes say what it was copied from */
  Journey: JourneyObject;
  Actions: JourneyActionObject[];
}

export const JourneyClone = defineCommand({
  name: 'journey.clone',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'journey.clone' },
  request: JourneyCloneRequest,
  returns: reply<JourneyCloneReply>(),
  reply: 'Journey, Actions',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'missing NewJourneyName (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'missing JourneyID (HTTP 422)', httpStatus: 422 },
    3: { meaning: "journey not found: not a positive integer, or not the caller's (HTTP 404)", httpStatus: 404 },
    4: { meaning: 'the copy could not be created: NewJourneyName too long (HTTP 422)', httpStatus: 422 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Copy one of the caller’s journeys with its actions into a new, Disabled journey.',
  notes: JOURNEYS_NOTES,
});
