import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import {
  type JourneyActionObject,
  type JourneyEmailActionStats,
  JOURNEY_ERRORS,
  JourneyIdRequest,
  type JourneyObject,
  JOURNEYS_NOTES,
  type JourneyStats,
} from './journey-shared';

/** journey.get: the caller's journey (JourneyID read by the service: codes 1, 2). */
export class JourneyGetRequest extends JourneyIdRequest {}

export interface JourneyGetReply {
  Journey: JourneyObject & { JourneyStats: JourneyStats & { AggregatedEmailActionStats: JourneyEmailActionStats } };
  Actions: JourneyActionObject[];
}

export const JourneyGet = defineCommand({
  name: 'journey.get',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['GET'], path: 'journey' },
  request: JourneyGetRequest,
  returns: reply<JourneyGetReply>(),
  reply: 'Journey { …journey, JourneyStats }, Actions [{ ActionID, OrderNo, Action, ActionParameters, Notes, CompletedRuns, Published, Stats }]',
  errors: JOURNEY_ERRORS,
  summary: 'One journey with its actions.',
  notes: JOURNEYS_NOTES,
});
