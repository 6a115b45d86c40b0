import { Injectable } from '@nestjs/common';

import { CommandError, type EventTrackReply } from '@mail/contracts';

import { SubscriberResolver } from '../../identity/subscriber-resolver';
import { ListAccess } from '../../lists-access/list-access';
import { eventIdOf } from '../storage/event-id';
import { EventRecorder } from '../storage/event-recorder';
import { storedProperties, type TrackInput } from './track-input';

/**
 * Records one website event for a user's list: event.track and the browser tracker both come here. The list must
 * be the user's (4); a test event stops there; the subscriber is resolved (and identified through lists where the
 * rules say so) before the event is stored, so that it is stored with its subscriber; the answer waits for the commit.
 */
@Injectable()
export class EventTracker {
  constructor(
    private readonly lists: ListAccess,
    private readonly resolver: SubscriberResolver,
    private readonly recorder: EventRecorder,
  ) {}

  async track(userId: number, input: TrackInput, source: { ip: string; lib: string }): Promise<EventTrackReply> {
    if (!(await this.lists.owned(userId, input.listId))) throw new CommandError(4, 'Invalid ListID parameter.');
    const reply = { status: 'success' as const, uuid: input.uuid, external_id: input.externalId };
    if (input.isTest) return { ...reply, identify_event_sent: false };
    const { subscriberId, identified } = await this.resolver.resolve(userId, input, source.ip);
    const properties = storedProperties(input, source.lib);
    await this.recorder.record({
      eventId: eventIdOf(input.listId, input.uuid, input.event, properties.$insert_id),
      userId,
      listId: input.listId,
      trackerUuid: input.uuid,
      event: input.event,
      email: input.email,
      externalId: input.externalId,
      subscriberId,
      properties,
      occurredAt: new Date(),
      conversion: input.conversion,
    });
    return { ...reply, identify_event_sent: identified };
  }
}
