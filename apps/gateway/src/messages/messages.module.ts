import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { UsagePendingRepository } from '../usage/usage-pending.repository';
import { UsageReporter } from '../usage/usage-reporter';
import { DeliverySettlement } from './delivery/delivery-settlement';
import { DomainSigner } from './delivery/domain-signer';
import { MessageDeliveryWorker } from './delivery/message-delivery.worker';
import { EmailGatewayClearDomainQueueHandler } from './email-gateway-clear-domain-queue/email-gateway-clear-domain-queue.handler';
import { EmailGatewayClearDomainQueueService } from './email-gateway-clear-domain-queue/email-gateway-clear-domain-queue.service';
import { EmailGatewaySendHandler } from './email-gateway-send/email-gateway-send.handler';
import { EmailGatewaySendService } from './email-gateway-send/email-gateway-send.service';
import { ListRecipients } from './email-gateway-send/list-recipients';
import { MessageIntake } from './email-gateway-send/message-intake';

/**
 * Messages: the send API and its intake (which the SMTP relay shares), the delivery worker that signs and sends
 * them and settles each outcome, and the usage reported to accounts for what was accepted.
 */
@Module({
  imports: [GatewayCommonModule],
  controllers: [EmailGatewaySendHandler, EmailGatewayClearDomainQueueHandler],
  providers: [
    MessageIntake,
    EmailGatewaySendService,
    ListRecipients,
    EmailGatewayClearDomainQueueService,
    DomainSigner,
    DeliverySettlement,
    MessageDeliveryWorker,
    UsagePendingRepository,
    UsageReporter,
  ],
  exports: [MessageIntake],
})
export class GatewayMessagesModule {}
