import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { secretKeyringProvider } from '@mail/secrets';

import { OwnedCampaign } from './campaigns/owned-campaign';
import { SmsCampaignRepository } from './campaigns/sms-campaign.repository';
import { SmsCampaignStatsHandler } from './reads/smscampaign-stats/smscampaign-stats.handler';
import { SmsCampaignStatsService } from './reads/smscampaign-stats/smscampaign-stats.service';
import { SmsCampaignTimeseriesHandler } from './reads/smscampaign-stats-timeseries/smscampaign-stats-timeseries.handler';
import { SmsCampaignTimeseriesService } from './reads/smscampaign-stats-timeseries/smscampaign-stats-timeseries.service';
import { SmsCampaignBreakdownHandler } from './reads/smscampaign-stats-breakdown/smscampaign-stats-breakdown.handler';
import { SmsCampaignBreakdownService } from './reads/smscampaign-stats-breakdown/smscampaign-stats-breakdown.service';
import { SmsCampaignRecipientsHandler } from './reads/smscampaign-recipients-browse/smscampaign-recipients-browse.handler';
import { SmsCampaignRecipientsService } from './reads/smscampaign-recipients-browse/smscampaign-recipients-browse.service';
import { SmsCampaignEventsHandler } from './reads/smscampaign-events-browse/smscampaign-events-browse.handler';
import { SmsCampaignEventsService } from './reads/smscampaign-events-browse/smscampaign-events-browse.service';
import { SmsCampaignRepliesHandler } from './reads/smscampaign-replies-browse/smscampaign-replies-browse.handler';
import { SmsCampaignRepliesService } from './reads/smscampaign-replies-browse/smscampaign-replies-browse.service';
import { SmsCampaignLinkClicksHandler } from './reads/smscampaign-linkclicks/smscampaign-linkclicks.handler';
import { SmsCampaignLinkClicksService } from './reads/smscampaign-linkclicks/smscampaign-linkclicks.service';
import { SmsCampaignCreateHandler } from './campaigns/smscampaign-create/smscampaign-create.handler';
import { SmsCampaignCreateService } from './campaigns/smscampaign-create/smscampaign-create.service';
import { SmsCampaignSendHandler } from './campaigns/smscampaign-send/smscampaign-send.handler';
import { SmsCampaignSendService } from './campaigns/smscampaign-send/smscampaign-send.service';
import { SmsCampaignPauseHandler } from './campaigns/smscampaign-pause/smscampaign-pause.handler';
import { SmsCampaignPauseService } from './campaigns/smscampaign-pause/smscampaign-pause.service';
import { SmsCampaignResumeHandler } from './campaigns/smscampaign-resume/smscampaign-resume.handler';
import { SmsCampaignResumeService } from './campaigns/smscampaign-resume/smscampaign-resume.service';
import { SmsCampaignCancelHandler } from './campaigns/smscampaign-cancel/smscampaign-cancel.handler';
import { SmsCampaignCancelService } from './campaigns/smscampaign-cancel/smscampaign-cancel.service';
import { SmsCampaignExportHandler } from './exports/smscampaign-export/smscampaign-export.handler';
import { SmsCampaignExportService } from './exports/smscampaign-export/smscampaign-export.service';
import { SmsCampaignExportStatusHandler } from './exports/smscampaign-export-status/smscampaign-export-status.handler';
import { SmsCampaignExportStatusService } from './exports/smscampaign-export-status/smscampaign-export-status.service';
import { SmsProviderSetHandler } from './provider/smsprovider-set/smsprovider-set.handler';
import { SmsProviderSetService } from './provider/smsprovider-set/smsprovider-set.service';
import { SmsOutboxBrowseHandler } from './outbox/smsoutbox-browse/smsoutbox-browse.handler';
import { SmsOutboxBrowseService } from './outbox/smsoutbox-browse/smsoutbox-browse.service';
import { SeriesCache } from './reads/smscampaign-stats-timeseries/series-cache';
import { SMS_MIGRATIONS } from './database/sms.migrations';
import { EventStore } from './events/event-store';
import { EventStoreRepository } from './events/event-store.repository';
import { ExportDownloadHandler } from './exports/download/export-download.handler';
import { ExportDownloadService } from './exports/download/export-download.service';
import { ExportCsvProcessor } from './exports/export-csv.processor';
import { ExportLinks } from './exports/export-links';
import { ExportRepository } from './exports/export.repository';
import { EventsHookKeys } from './ingestion/events-hook-keys';
import { ProviderHookHandler } from './ingestion/provider-hook.handler';
import { ProviderHookService } from './ingestion/provider-hook.service';
import { ShortLinkHandler } from './links/short-link.handler';
import { ShortLinkRepository } from './links/short-link.repository';
import { ShortLinkService } from './links/short-link.service';
import { DevOutbox } from './outbox/dev-outbox';
import { ProviderRepository } from './provider/provider.repository';
import { ProviderSecrets } from './provider/provider-secrets';
import { ReportRepository } from './reads/report.repository';
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
    SmsCampaignStatsHandler,
    SmsCampaignTimeseriesHandler,
    SmsCampaignBreakdownHandler,
    SmsCampaignRecipientsHandler,
    SmsCampaignEventsHandler,
    SmsCampaignRepliesHandler,
    SmsCampaignLinkClicksHandler,
    SmsCampaignCreateHandler,
    SmsCampaignSendHandler,
    SmsCampaignPauseHandler,
    SmsCampaignResumeHandler,
    SmsCampaignCancelHandler,
    SmsCampaignExportHandler,
    SmsCampaignExportStatusHandler,
    SmsProviderSetHandler,
    SmsOutboxBrowseHandler,
    ProviderHookHandler,
    ShortLinkHandler,
    SendOneHandler,
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
    SeriesCache,
    ProviderRepository,
    ProviderSecrets,
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
    ExportCsvProcessor,
    ExportDownloadService,
    SmsCampaignStatsService,
    SmsCampaignTimeseriesService,
    SmsCampaignBreakdownService,
    SmsCampaignRecipientsService,
    SmsCampaignEventsService,
    SmsCampaignRepliesService,
    SmsCampaignLinkClicksService,
    SmsCampaignCreateService,
    SmsCampaignSendService,
    SmsCampaignPauseService,
    SmsCampaignResumeService,
    SmsCampaignCancelService,
    SmsCampaignExportService,
    SmsCampaignExportStatusService,
    SmsProviderSetService,
    SmsOutboxBrowseService,
  ],
})
export class SmsModule {}
