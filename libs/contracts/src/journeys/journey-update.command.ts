import { TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEY_ERRORS, JOURNEY_TEXT_ERRORS, type JourneyObject, JOURNEYS_NOTES, JourneyTriggerParams, TRIGGER_ERRORS } from './journey-shared';

/** journey.update: the service reads and checks every parameter (codes 1, 2, 3–9, 10, 11, 12, 13, in its order). */
export class JourneyUpdateRequest extends JourneyTriggerParams {
  @Param("The caller's journey (integer)", true)
  journeyid?: string | number;

  @Param(`The journey name (at most ${TextBounds.name} characters)`)
  name?: string;

  @Param('Free text (at most 10,000 characters)')
  notes?: string;
}

export interface JourneyUpdateReply {
  Journey: JourneyObject;
}

export const JourneyUpdate = defineCommand({
  name: 'journey.update',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['PATCH'], path: 'journey' },
  request: JourneyUpdateRequest,
  returns: reply<JourneyUpdateReply>(),
  reply: 'Journey',
  errors: {
    1: JOURNEY_ERRORS[1],
    2: JOURNEY_ERRORS[2],
    ...TRIGGER_ERRORS,
    10: { meaning: "journey not found (also another user's) (HTTP 404)", httpStatus: 404 },
    11: { meaning: 'Name given empty (HTTP 422)', httpStatus: 422 },
    ...JOURNEY_TEXT_ERRORS,
  },
  summary: 'Update name, notes and trigger.',
  notes: JOURNEYS_NOTES,
});
