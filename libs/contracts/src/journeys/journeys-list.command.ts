import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { type JourneyObject, JOURNEYS_NOTES, type JourneyStats } from './journey-shared';

export interface JourneysListReply {
  Journeys: (JourneyObject & { JourneyStats: JourneyStats })[];
}

export const JourneysList = defineCommand({
  name: 'journeys.list',
  aliases: ['journey.list'],
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['GET'], path: 'journeys' },
  returns: reply<JourneysListReply>(),
  reply: 'Journeys [{ …journey, JourneyStats { ActiveSubscribers, TotalSubscribers, AggregatedEmailActions, AggregatedLast30DaysEmailActions } }]',
  summary: "The caller's journeys with stats.",
  notes: JOURNEYS_NOTES,
});
