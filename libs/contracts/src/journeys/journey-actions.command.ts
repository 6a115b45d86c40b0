import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { type JourneyActionObject, JourneyIdRequest, JOURNEYS_NOTES } from './journey-shared';

/** journey.actions: the service reads and checks JourneyID and Actions (codes 1–5, in its order). */
export class JourneyActionsRequest extends JourneyIdRequest {
  @Param(
    'Every action of the journey, in order: a JSON array, its JSON text (form or query), or form bracket keys (Actions[0][Action]=Wait); keys in any case; omitted actions are deleted, ActionID null adds one',
    true,
  )
  actions?: unknown;
}

export interface JourneyActionsReply {
  JourneyID: number;
  Actions: JourneyActionObject[];
}

export const JourneyActionsUpdate = defineCommand({
  name: 'journey.actions',
  aliases: ['journey.actions.update'],
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['PATCH'], path: 'journey.actions' },
  request: JourneyActionsRequest,
  returns: reply<JourneyActionsReply>(),
  reply: 'JourneyID, Actions',
  errors: {
    1: { meaning: 'missing or invalid JourneyID (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'missing Actions (HTTP 422)', httpStatus: 422 },
    3: {
      meaning:
        'Actions is not an array of action objects, holds more than 500 actions or Decisions nested over 16 deep, an Action type is unknown, or an ActionID is not one of the journey’s (HTTP 422; the message names the action)',
      httpStatus: 422,
    },
    4: {
      meaning:
        'an action’s parameters are invalid: out of bounds, text holding NUL or a lone surrogate, or an id (EmailID, TargetListID, TargetTagID, TargetCustomFieldID, phone_field_id, TargetJourneyID, SenderDomainID) naming nothing of the caller’s — another user’s id reads as missing (HTTP 422; the message names the action, the field and the id)',
      httpStatus: 422,
    },
    5: { meaning: "journey not found (also another user's) (HTTP 404)", httpStatus: 404 },
  },
  summary: "Replace a journey's actions (full list).",
  notes: JOURNEYS_NOTES,
});
