import { Module } from '@nestjs/common';

import { ReportIntake } from '../bounces/report-intake';
import { ReportSmtpEndpoint } from '../bounces/report-smtp.endpoint';
import { GatewayCommonModule } from '../common/gateway-common.module';
import { EmailGatewayAggrEventsHandler } from './email-gateway-aggr-events/email-gateway-aggr-events.handler';
import { EmailGatewayAggrEventsService } from './email-gateway-aggr-events/email-gateway-aggr-events.service';

/**
 * Delivery events: their aggregates per sender domain, and the bounce and complaint reports (the report SMTP endpoint)
 * that record them (the recorder itself is shared, GatewayCommonModule).
 */
@Module({
  imports: [GatewayCommonModule],
  controllers: [EmailGatewayAggrEventsHandler],
  providers: [EmailGatewayAggrEventsService, ReportIntake, ReportSmtpEndpoint],
})
export class DeliveryEventsModule {}
