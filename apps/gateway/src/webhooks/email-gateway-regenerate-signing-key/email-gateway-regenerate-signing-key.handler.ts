import { Controller } from '@nestjs/common';

import { EmailGatewayRegenerateSigningKey, type EmailGatewayRegenerateSigningKeyReply, type EmailGatewayRegenerateSigningKeyRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayRegenerateSigningKeyService } from './email-gateway-regenerate-signing-key.service';

@Controller()
export class EmailGatewayRegenerateSigningKeyHandler {
  constructor(private readonly service: EmailGatewayRegenerateSigningKeyService) {}

  @Handles(EmailGatewayRegenerateSigningKey)
  handle(input: EmailGatewayRegenerateSigningKeyRequest, caller: Caller): Promise<EmailGatewayRegenerateSigningKeyReply> {
    return this.service.run(caller.userId, input);
  }
}
