import { ArrayMaxSize, IsArray, IsInt, Min } from 'class-validator';

/**
 * lists' Subscriber.Get asks journeys where the subscriber stands in the journeys it shows InProgress: the engine's
 * enrolments are journeys', lists keeps only their start and end.
 */
export class SubscriberJourneyProgressRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) subscriberId!: number;
  @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) journeyIds!: number[];
}

export interface SubscriberJourneyProgress {
  journeyId: number;
  /** the action the subscriber stands at (runs next, or is waiting in) */
  actionId: number | null;
  /** its 1-based position among the journey's actions in display order (a Decision's branches follow it) */
  currentStep: number;
  totalSteps: number;
  /** UTC `YYYY-MM-DD HH:MM:SS`: when the Wait the subscriber is in ends; null when not waiting */
  snoozedUntil: string | null;
}

/** one entry per journey of the user's among `journeyIds` the subscriber is actively in */
export interface SubscriberJourneyProgressReply {
  journeys: SubscriberJourneyProgress[];
}
