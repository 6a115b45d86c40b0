import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { EmailGatewayAddDomainHandler } from './email-gateway-add-domain/email-gateway-add-domain.handler';
import { EmailGatewayAddDomainService } from './email-gateway-add-domain/email-gateway-add-domain.service';
import { EmailGatewayDeleteDomainHandler } from './email-gateway-delete-domain/email-gateway-delete-domain.handler';
import { EmailGatewayDeleteDomainService } from './email-gateway-delete-domain/email-gateway-delete-domain.service';
import { SenderDomainDkimHandler } from './sender-domain-dkim/sender-domain-dkim.handler';
import { SenderDomainDkimService } from './sender-domain-dkim/sender-domain-dkim.service';
import { VerifyDomainProcessor } from './verification/verify-domain.processor';

/** Sender domains: adding and deleting them, their DKIM keys, and the job that verifies their DNS records. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [EmailGatewayAddDomainHandler, EmailGatewayDeleteDomainHandler, SenderDomainDkimHandler],
  providers: [EmailGatewayAddDomainService, EmailGatewayDeleteDomainService, SenderDomainDkimService, VerifyDomainProcessor],
})
export class SenderDomainsModule {}
