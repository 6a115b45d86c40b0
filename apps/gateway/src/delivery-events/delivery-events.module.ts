import { Module } from '@nestjs/common';

import { ReportIntake } from '../bounces/report-intake';
import { ReportSmtpEndpoint } from '../bounces/report-smtp.endpoint';
import { GatewayCommonModule } from '../common/gateway-common.module';
import { EmailGatewayAggrEventsHandler } from './email-gateway-aggr-events/email-gateway-aggr-events.handler';
import { EmailGatewayAggrEventsService } from './email-gateway-aggr-events/email-gateway-aggr-events.service';
import { EmailGatewayGetEventsHandler } from './email-gateway-get-events/email-gateway-get-events.handler';
import { EmailGatewayGetEventsService } from './email-gateway-get-events/email-gateway-get-events.service';
import { EventLogRepository } from './event-log.repository';
import { EventsListHandler } from './events-list/events-list.handler';
import { EventsListService } from './events-list/events-list.service';

/**
 * Delivery events: their aggregates per sender domain, and the bounce and complaint reports (the report SMTP endpoint)
 * that record them (the recorder itself is shared, GatewayCommonModule).
 */
@Module({
  imports: [GatewayCommonModule],
  controllers: [EventsListHandler, EmailGatewayGetEventsHandler, EmailGatewayAggrEventsHandler],
  providers: [EventsListService, EmailGatewayGetEventsService, EventLogRepository, EmailGatewayAggrEventsService, ReportIntake, ReportSmtpEndpoint],
})
export class DeliveryEventsModule {}
