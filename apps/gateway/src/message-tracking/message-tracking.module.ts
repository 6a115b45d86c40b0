import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { MessageTrackHandler } from './message-track.handler';
import { MessageTrackService } from './message-track.service';

/** Message tracking: the open, click and unsubscribe links of sent messages (`/g/<kind>/<token>`). */
@Module({
  imports: [GatewayCommonModule],
  controllers: [MessageTrackHandler],
  providers: [MessageTrackService],
})
export class MessageTrackingModule {}
