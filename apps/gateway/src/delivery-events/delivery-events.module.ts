import { Module } from '@nestjs/common';

import { ReportIntake } from '../bounces/report-intake';
import { ReportSmtpEndpoint } from '../bounces/report-smtp.endpoint';
import { GatewayCommonModule } from '../common/gateway-common.module';
import { EmailGatewayAggrEventsHandler } from './email-gateway-aggr-events/email-gateway-aggr-events.handler';
import { EmailGatewayAggrEventsService } from './email-gateway-aggr-events/email-gateway-aggr-events.service';
import { EmailGatewayGetEventsHandler } from './email-gateway-get-events/email-gateway-get-events.handler';
import { EmailGatewayGetEventsService } from './email-gateway-get-events/email-gateway-get-events.service';
import { EventLogRepository } from './event-log.repository';
import { GatewayStatsRepository } from './gateway-stats.repository';
import { EventsListHandler } from './events-list/events-list.handler';
import { EventsListService } from './events-list/events-list.service';
import { EmailGatewayDomainStatsHandler } from './email-gateway-domain-stats/email-gateway-domain-stats.handler';
import { EmailGatewayDomainStatsService } from './email-gateway-domain-stats/email-gateway-domain-stats.service';
import { EmailGatewayAccountStatsHandler } from './email-gateway-account-stats/email-gateway-account-stats.handler';
import { EmailGatewayAccountStatsService } from './email-gateway-account-stats/email-gateway-account-stats.service';
import { EmailGatewayDailySeriesHandler } from './email-gateway-daily-series/email-gateway-daily-series.handler';
import { EmailGatewayDailySeriesService } from './email-gateway-daily-series/email-gateway-daily-series.service';
import { EmailGatewayListRecipientDomainsHandler } from './email-gateway-list-recipient-domains/email-gateway-list-recipient-domains.handler';
import { EmailGatewayListRecipientDomainsService } from './email-gateway-list-recipient-domains/email-gateway-list-recipient-domains.service';
import { EmailGatewayRecipientDomainStatsHandler } from './email-gateway-recipient-domain-stats/email-gateway-recipient-domain-stats.handler';
import { EmailGatewayRecipientDomainStatsService } from './email-gateway-recipient-domain-stats/email-gateway-recipient-domain-stats.service';
import { EmailGatewayExportEventsHandler } from './email-gateway-export-events/email-gateway-export-events.handler';
import { EmailGatewayExportEventsService } from './email-gateway-export-events/email-gateway-export-events.service';
import { EventExportDownloadHandler } from './event-exports/event-export-download.handler';
import { EventExportDownloadService } from './event-exports/event-export-download.service';
import { EventExportLinks } from './event-exports/event-export-links';
import { EventExportProcessor } from './event-exports/event-export.processor';
import { EventExportRepository } from './event-exports/event-export.repository';

/**
 * Delivery events: their aggregates per sender domain, and the bounce and complaint reports (the report SMTP endpoint)
 * that record them (the recorder itself is shared, GatewayCommonModule).
 */
@Module({
  imports: [GatewayCommonModule],
  controllers: [
    EventExportDownloadHandler,
    EmailGatewayExportEventsHandler,
    EmailGatewayRecipientDomainStatsHandler,
    EmailGatewayListRecipientDomainsHandler,
    EmailGatewayDailySeriesHandler,
    EmailGatewayAccountStatsHandler,
    EmailGatewayDomainStatsHandler,
    EventsListHandler,
    EmailGatewayGetEventsHandler,
    EmailGatewayAggrEventsHandler,
  ],
  providers: [
    EventExportDownloadService,
    EventExportLinks,
    EventExportProcessor,
    EventExportRepository,
    EmailGatewayExportEventsService,
    EmailGatewayRecipientDomainStatsService,
    EmailGatewayListRecipientDomainsService,
    EmailGatewayDailySeriesService,
    EmailGatewayAccountStatsService,
    EmailGatewayDomainStatsService,
    EventsListService,
    EmailGatewayGetEventsService,
    EventLogRepository,
    GatewayStatsRepository,
    EmailGatewayAggrEventsService,
    ReportIntake,
    ReportSmtpEndpoint,
  ],
})
export class DeliveryEventsModule {}
