import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { secretKeyringProvider } from '@mail/secrets';

import { CampaignControlHandler } from './campaigns/campaign-control/campaign-control.handler';
import { CampaignControlService } from './campaigns/campaign-control/campaign-control.service';
import { CampaignCreateHandler } from './campaigns/campaign-create/campaign-create.handler';
import { CampaignCreateService } from './campaigns/campaign-create/campaign-create.service';
import { CampaignSendHandler } from './campaigns/campaign-send/campaign-send.handler';
import { CampaignSendService } from './campaigns/campaign-send/campaign-send.service';
import { OwnedCampaign } from './campaigns/owned-campaign';
import { SmsCampaignRepository } from './campaigns/sms-campaign.repository';
import { SMS_MIGRATIONS } from './database/sms.migrations';
import { EventStore } from './events/event-store';
import { EventStoreRepository } from './events/event-store.repository';
import { ExportDownloadHandler } from './exports/download/export-download.handler';
import { ExportDownloadService } from './exports/download/export-download.service';
import { ExportCreateHandler } from './exports/export-create/export-create.handler';
import { ExportCreateService } from './exports/export-create/export-create.service';
import { ExportCsvProcessor } from './exports/export-csv.processor';
import { ExportLinks } from './exports/export-links';
import { ExportRepository } from './exports/export.repository';
import { ExportStatusHandler } from './exports/export-status/export-status.handler';
import { ExportStatusService } from './exports/export-status/export-status.service';
import { EventsHookKeys } from './ingestion/events-hook-keys';
import { ProviderHookHandler } from './ingestion/provider-hook.handler';
import { ProviderHookService } from './ingestion/provider-hook.service';
import { ShortLinkHandler } from './links/short-link.handler';
import { ShortLinkRepository } from './links/short-link.repository';
import { ShortLinkService } from './links/short-link.service';
import { DevOutbox } from './outbox/dev-outbox';
import { OutboxBrowseHandler } from './outbox/outbox-browse/outbox-browse.handler';
import { ProviderRepository } from './provider/provider.repository';
import { ProviderSecrets } from './provider/provider-secrets';
import { ProviderSetHandler } from './provider/provider-set/provider-set.handler';
import { ProviderSetService } from './provider/provider-set/provider-set.service';
import { BreakdownHandler } from './reads/breakdown/breakdown.handler';
import { BreakdownService } from './reads/breakdown/breakdown.service';
import { EventsBrowseHandler } from './reads/events/events.handler';
import { EventsBrowseService } from './reads/events/events.service';
import { LinkClicksHandler } from './reads/linkclicks/linkclicks.handler';
import { LinkClicksService } from './reads/linkclicks/linkclicks.service';
import { RecipientsHandler } from './reads/recipients/recipients.handler';
import { RecipientsService } from './reads/recipients/recipients.service';
import { RepliesHandler } from './reads/replies/replies.handler';
import { RepliesService } from './reads/replies/replies.service';
import { ReportRepository } from './reads/report.repository';
import { StatsHandler } from './reads/stats/stats.handler';
import { StatsService } from './reads/stats/stats.service';
import { TimeseriesHandler } from './reads/timeseries/timeseries.handler';
import { SeriesCache } from './reads/timeseries/series-cache';
import { TimeseriesService } from './reads/timeseries/timeseries.service';
import { OptOutAppliedConsumer } from './replies/opt-out-applied.consumer';
import { ReplyRecorder } from './replies/reply-recorder';
import { ReplyRepository } from './replies/reply.repository';
import { DetailRetention } from './retention/detail-retention';
import { EventPartitions } from './retention/event-partitions';
import { RetentionRepository } from './retention/retention.repository';
import { RollupKick } from './rollup/rollup-kick';
import { RollupProcessor } from './rollup/rollup.processor';
import { RollupRepository } from './rollup/rollup.repository';
import { AbandonedClaims } from './sending/abandoned-claims';
import { MessageRepository } from './sending/message.repository';
import { MessageQueuer } from './sending/message-queuer';
import { MessageSender } from './sending/message-sender';
import { ProviderRouter } from './sending/provider-router';
import { SendCampaignProcessor } from './sending/send-campaign.processor';
import { SendOneHandler } from './sending/send-one/send-one.handler';
import { SendOneService } from './sending/send-one/send-one.service';
import { SMS_CONFIG, readSmsConfig } from './sms.config';

/**
 * The sms service: SMS campaigns sent through the user's provider (Twilio-compatible, or the dev outbox), provider
 * receipts and replies, short links, the deduplicated event store, its roll-up and retention, and the reports.
 */
@Module({
  imports: [ServiceKitModule.forService({ service: 'sms', migrations: SMS_MIGRATIONS })],
  controllers: [
    StatsHandler,
    TimeseriesHandler,
    BreakdownHandler,
    RecipientsHandler,
    EventsBrowseHandler,
    RepliesHandler,
    LinkClicksHandler,
    CampaignCreateHandler,
    CampaignSendHandler,
    CampaignControlHandler,
    ProviderSetHandler,
    OutboxBrowseHandler,
    ProviderHookHandler,
    ShortLinkHandler,
    SendOneHandler,
    ExportCreateHandler,
    ExportStatusHandler,
    ExportDownloadHandler,
  ],
  providers: [
    { provide: SMS_CONFIG, useFactory: () => readSmsConfig() },
    secretKeyringProvider,
    SmsCampaignRepository,
    OwnedCampaign,
    EventStoreRepository,
    EventStore,
    RollupKick,
    RollupRepository,
    RollupProcessor,
    RetentionRepository,
    DetailRetention,
    EventPartitions,
    ReportRepository,
    StatsService,
    TimeseriesService,
    SeriesCache,
    BreakdownService,
    RecipientsService,
    EventsBrowseService,
    RepliesService,
    LinkClicksService,
    CampaignCreateService,
    CampaignSendService,
    CampaignControlService,
    ProviderRepository,
    ProviderSecrets,
    ProviderSetService,
    DevOutbox,
    ProviderHookService,
    EventsHookKeys,
    ReplyRepository,
    ReplyRecorder,
    OptOutAppliedConsumer,
    ShortLinkRepository,
    ShortLinkService,
    MessageRepository,
    ProviderRouter,
    MessageQueuer,
    MessageSender,
    AbandonedClaims,
    SendCampaignProcessor,
    SendOneService,
    ExportRepository,
    ExportLinks,
    ExportCreateService,
    ExportStatusService,
    ExportCsvProcessor,
    ExportDownloadService,
  ],
})
export class SmsModule {}
