import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, GatewayEmailSend, type GatewayEmailSendRequest } from '@mail/contracts';

import { EmailSendService } from './email-send.service';

@Controller()
export class EmailSendHandler {
  constructor(private readonly service: EmailSendService) {}

  @HandlesCommand(GatewayEmailSend)
  handle(req: BusRequest<GatewayEmailSendRequest>): Promise<object> {
    return this.service.run(req);
  }
}
