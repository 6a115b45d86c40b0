import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EventTrack } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { EventTracker, type TrackReply } from './event-tracker';
import { readTrackInput } from './track-input';

@Controller()
export class EventTrackHandler {
  constructor(private readonly tracker: EventTracker) {}

  @HandlesCommand(EventTrack)
  handle(req: BusRequest): Promise<TrackReply> {
    return this.tracker.track(callerUserId(req), readTrackInput(req.params), { ip: req.meta.ip, lib: 'api' });
  }
}
