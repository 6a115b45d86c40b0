import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';

/** journey.bulk_trigger: the service reads and checks both parameters (codes 1–6, in its order). */
export class JourneyBulkTriggerRequest {
  @Param("The caller's journeys (array of ids)", true)
  journeyids?: unknown;

  @Param('{ type: "Tag", trigger_listid, trigger_tagids: [ids] }: subscribers of the list carrying all the tags', true)
  trigger?: unknown;
}

export interface JourneyBulkTriggerReply {
  /** subscribers enrolled (queued: the audience size, per Enabled journey) */
  TotalEnrolled: number;
  /** true when the audience is larger than one page and is enrolled by jobs after the answer */
  Queued: boolean;
  Journeys: { JourneyID: number; Enrolled: number }[];
}

export const JourneyBulkTrigger = defineCommand({
  name: 'journey.bulk_trigger',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  request: JourneyBulkTriggerRequest,
  returns: reply<JourneyBulkTriggerReply>(),
  reply: 'TotalEnrolled, Journeys [{ JourneyID, Enrolled }]',
  errors: {
    1: 'missing or invalid journeyids',
    2: "a journey id names no journey of the caller's",
    3: "trigger missing, or its type is not 'Tag'",
    4: 'trigger_listid missing or invalid',
    5: "trigger_listid names no list of the caller's",
    6: 'trigger_tagids missing, empty or invalid',
  },
  summary: 'Start journeys for every subscriber of a list carrying all given tags.',
  notes: JOURNEYS_NOTES,
});
