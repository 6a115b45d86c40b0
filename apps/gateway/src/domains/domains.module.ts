import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { EmailGatewayAddDomainHandler } from './email-gateway-add-domain/email-gateway-add-domain.handler';
import { EmailGatewayAddDomainService } from './email-gateway-add-domain/email-gateway-add-domain.service';
import { EmailGatewayDeleteDomainHandler } from './email-gateway-delete-domain/email-gateway-delete-domain.handler';
import { EmailGatewayDeleteDomainService } from './email-gateway-delete-domain/email-gateway-delete-domain.service';
import { SenderDomainDkimHandler } from './sender-domain-dkim/sender-domain-dkim.handler';
import { SenderDomainDkimService } from './sender-domain-dkim/sender-domain-dkim.service';
import { DomainVerifier } from './verification/domain-verifier';
import { VerifyDomainProcessor } from './verification/verify-domain.processor';
import { EmailGatewayGetDomainsHandler } from './email-gateway-get-domains/email-gateway-get-domains.handler';
import { EmailGatewayGetDomainsService } from './email-gateway-get-domains/email-gateway-get-domains.service';
import { EmailGatewayGetDomainHandler } from './email-gateway-get-domain/email-gateway-get-domain.handler';
import { EmailGatewayGetDomainService } from './email-gateway-get-domain/email-gateway-get-domain.service';
import { EmailGatewayUpdateDomainHandler } from './email-gateway-update-domain/email-gateway-update-domain.handler';
import { EmailGatewayUpdateDomainService } from './email-gateway-update-domain/email-gateway-update-domain.service';
import { EmailGatewayVerifyDomainHandler } from './email-gateway-verify-domain/email-gateway-verify-domain.handler';
import { EmailGatewayVerifyDomainService } from './email-gateway-verify-domain/email-gateway-verify-domain.service';
import { SenderDomainsHandler } from './sender-domains/sender-domains.handler';
import { SenderDomainsService } from './sender-domains/sender-domains.service';
import { InboundRelayDomainCheckHandler } from './inbound-relay-domain-check/inbound-relay-domain-check.handler';
import { InboundRelayDomainCheckService } from './inbound-relay-domain-check/inbound-relay-domain-check.service';

/** Sender domains: adding and deleting them, their DKIM keys, and the job that verifies their DNS records. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [
    InboundRelayDomainCheckHandler,
    SenderDomainsHandler,
    EmailGatewayVerifyDomainHandler,
    EmailGatewayUpdateDomainHandler,
    EmailGatewayGetDomainHandler,
    EmailGatewayGetDomainsHandler,
    EmailGatewayAddDomainHandler,
    EmailGatewayDeleteDomainHandler,
    SenderDomainDkimHandler,
  ],
  providers: [
    InboundRelayDomainCheckService,
    SenderDomainsService,
    EmailGatewayVerifyDomainService,
    EmailGatewayUpdateDomainService,
    EmailGatewayGetDomainService,
    EmailGatewayGetDomainsService,

    EmailGatewayAddDomainService,
    EmailGatewayDeleteDomainService,
    SenderDomainDkimService,
    DomainVerifier,
    VerifyDomainProcessor,
  ],
})
export class SenderDomainsModule {}
