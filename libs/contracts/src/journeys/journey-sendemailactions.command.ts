import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';

/** journey.sendemailactions: read by the service. */
export class JourneySendemailactionsRequest {
  @Param("Only this journey's actions (another user's journey: an empty list)")
  journeyid?: string | number;

  @Param('Truthy (1, true, yes, on): actions of disabled journeys too')
  includedisabled?: unknown;

  @Param('Truthy (1, true, yes, on): unpublished actions too')
  includeunpublished?: unknown;
}

export interface JourneySendEmailActionRow {
  ActionID: number;
  JourneyID: number;
  JourneyName: string;
  EmailName: string;
  Subject: string;
  OrderNo: number;
  Published: boolean;
}

export interface JourneySendemailactionsReply {
  Success: true;
  Actions: JourneySendEmailActionRow[];
}

export const JourneySendemailactions = defineCommand({
  name: 'journey.sendemailactions',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['GET'], path: 'journey.sendemailactions' },
  request: JourneySendemailactionsRequest,
  returns: reply<JourneySendemailactionsReply>(),
  reply: 'Success, Actions',
  errorStyle: 'array',
  errors: { 1: { meaning: 'JourneyID is not a positive integer (HTTP 422)', httpStatus: 422 } },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Every SendEmail action of the caller’s journeys (or one journey) in one flat list, for pickers.',
  notes: JOURNEYS_NOTES,
});
