import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { GatewayMessagesModule } from '../messages/messages.module';
import { EmailGatewayAddSmtpHandler } from './email-gateway-add-smtp/email-gateway-add-smtp.handler';
import { EmailGatewayAddSmtpService } from './email-gateway-add-smtp/email-gateway-add-smtp.service';
import { EmailGatewayDeleteSmtpHandler } from './email-gateway-delete-smtp/email-gateway-delete-smtp.handler';
import { EmailGatewayDeleteSmtpService } from './email-gateway-delete-smtp/email-gateway-delete-smtp.service';
import { RelayAuthThrottle } from './relay/relay-auth-throttle';
import { SmtpAuthFailurePurgeProcessor } from './relay/smtp-auth-failure-purge.processor';
import { SmtpRelayServer } from './relay/smtp-relay.server';
import { SmtpAuthFailureRepository } from './smtp-auth-failure.repository';
import { SmtpCredentialRepository } from './smtp-credential.repository';
import { EmailGatewayGetSmtpsHandler } from './email-gateway-get-smtps/email-gateway-get-smtps.handler';
import { EmailGatewayGetSmtpsService } from './email-gateway-get-smtps/email-gateway-get-smtps.service';
import { EmailGatewayResetSmtpPasswordHandler } from './email-gateway-reset-smtp-password/email-gateway-reset-smtp-password.handler';
import { EmailGatewayResetSmtpPasswordService } from './email-gateway-reset-smtp-password/email-gateway-reset-smtp-password.service';
import { EmailGatewaySmtpRelayHandler } from './email-gateway-smtp-relay/email-gateway-smtp-relay.handler';
import { EmailGatewaySmtpRelayService } from './email-gateway-smtp-relay/email-gateway-smtp-relay.service';

/**
 * SMTP relay: a sender domain's relay credentials and the relay server, which throttles AUTH failures as logins are
 * throttled and hands what it accepts to the message intake.
 */
@Module({
  imports: [GatewayCommonModule, GatewayMessagesModule],
  controllers: [
    EmailGatewaySmtpRelayHandler,
    EmailGatewayResetSmtpPasswordHandler,
    EmailGatewayGetSmtpsHandler,
    EmailGatewayAddSmtpHandler,
    EmailGatewayDeleteSmtpHandler,
  ],
  providers: [
    EmailGatewaySmtpRelayService,
    EmailGatewayResetSmtpPasswordService,
    EmailGatewayGetSmtpsService,

    SmtpCredentialRepository,
    SmtpAuthFailureRepository,
    RelayAuthThrottle,
    SmtpAuthFailurePurgeProcessor,
    SmtpRelayServer,
    EmailGatewayAddSmtpService,
    EmailGatewayDeleteSmtpService,
  ],
})
export class SmtpRelayModule {}
