import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { type JourneyActionObject, JourneyIdRequest, JOURNEYS_NOTES } from './journey-shared';

/** journey.actions.published: the service reads and checks every parameter (codes 1, 5, 4, 3, in that order). */
export class JourneyActionsPublishedRequest extends JourneyIdRequest {
  @Param('One action of the journey (all of them when absent)')
  actionid?: string | number;

  @Param('true or false', true)
  published?: string | number | boolean;
}

export interface JourneyActionsPublishedReply {
  JourneyID: number;
  Actions: JourneyActionObject[];
}

export const JourneyActionsPublished = defineCommand({
  name: 'journey.actions.published',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['PATCH'], path: 'journey.actions.published' },
  request: JourneyActionsPublishedRequest,
  returns: reply<JourneyActionsPublishedReply>(),
  reply: 'JourneyID, Actions',
  errors: {
    1: { meaning: 'missing or invalid JourneyID (HTTP 422)', httpStatus: 422 },
    3: { meaning: 'ActionID is not one of the journey’s actions (HTTP 422)', httpStatus: 422 },
    4: { meaning: 'Published is not a boolean (HTTP 422)', httpStatus: 422 },
    5: { meaning: "journey not found (also another user's) (HTTP 404)", httpStatus: 404 },
  },
  summary: 'Publish or unpublish one or every action of a journey.',
  notes: JOURNEYS_NOTES,
});
