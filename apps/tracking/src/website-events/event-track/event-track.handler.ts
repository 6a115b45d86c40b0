import { Controller } from '@nestjs/common';

import { EventTrack, type EventTrackReply, type EventTrackRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EventTracker } from './event-tracker';
import { readTrackInput } from './track-input';

@Controller()
export class EventTrackHandler {
  constructor(private readonly tracker: EventTracker) {}

  @Handles(EventTrack)
  handle(input: EventTrackRequest, caller: Caller): Promise<EventTrackReply> {
    return this.tracker.track(caller.userId, readTrackInput({ ...input }), { ip: caller.request.ip, lib: 'api' });
  }
}
