import { TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEY_ROW, JOURNEY_TEXT_ERRORS, type JourneyObject, JOURNEYS_NOTES, JourneyTriggerParams, TRIGGER_ERRORS } from './journey-shared';

/** journey.create: the name, notes and trigger; the journeys service reads and checks them (codes 1, 3–9, 12, 13). */
export class JourneyCreateRequest extends JourneyTriggerParams {
  @Param(`The journey name (at most ${TextBounds.name} characters)`, true)
  name?: string;

  @Param('Free text (at most 10,000 characters)')
  notes?: string;
}

export interface JourneyCreateReply {
  JourneyID: number;
  Journey: JourneyObject;
}

export const JourneyCreate = defineCommand({
  name: 'journey.create',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['POST'], path: 'journey' },
  request: JourneyCreateRequest,
  returns: reply<JourneyCreateReply>(),
  reply: `JourneyID, Journey { ${JOURNEY_ROW} }`,
  errors: { 1: { meaning: 'missing Name (HTTP 422)', httpStatus: 422 }, ...TRIGGER_ERRORS, ...JOURNEY_TEXT_ERRORS },
  summary: 'Create a journey (Disabled, Manual trigger unless one is given).',
  notes: JOURNEYS_NOTES,
});
