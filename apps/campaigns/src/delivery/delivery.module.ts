import { Module } from '@nestjs/common';

import { AutoResendProcessor } from '../auto-resend/auto-resend.processor';
import { AutoResendRepository } from '../auto-resend/auto-resend.repository';
import { AutoResendScheduler } from '../auto-resend/auto-resend.scheduler';
import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { UserEmailContentModule } from '../user-email-content/user-email-content.module';
import { AudienceSnapshotProcessor } from './audience-snapshot.processor';
import { CampaignControlRepository } from './campaign-control.repository';
import { CampaignRunRepository } from './campaign-run.repository';
import { CancelQueuedProcessor } from './cancel-queued.processor';
import { DeliveryControl } from './delivery-control';
import { DeliveryScheduler } from './delivery-scheduler';
import { DeliveryStarter } from './delivery-starter';
import { DeliveryWorker } from './delivery.worker';
import { CampaignMessageSender } from './campaign-message-sender';
import { PeerQueries } from './peer-queries';
import { RecipientRepository } from './recipient.repository';
import { RendererCache } from './renderer.cache';
import { RunContentPreparer } from './run-content.preparer';
import { RunContentRepository } from './run-content.repository';
import { RunFinisher } from './run-finisher';
import { SendRateLimiter } from './send-rate-limiter';
import { SendWindowRepository } from './send-window.repository';
import { SplitTestDecision } from '../split-tests/split-test-decision';
import { SplitTestRepository } from '../split-tests/split-test.repository';

/**
 * The send pipeline (no commands of its own): a campaign's runs, their audience snapshot, the delivery workers and the
 * auto-resend that schedules a follow-up run when one finishes (the two call each other, so they share this module), and a
 * split test's decision that sends its winner to the recipients the run held back.
 * Campaign commands start, pause, resume and cancel runs through DeliveryControl and DeliveryScheduler.
 */
@Module({
  imports: [CampaignsCommonModule, UserEmailContentModule],
  providers: [
    CampaignRunRepository,
    CampaignControlRepository,
    RecipientRepository,
    RunContentRepository,
    SendWindowRepository,
    PeerQueries,
    RunContentPreparer,
    RendererCache,
    CampaignMessageSender,
    SendRateLimiter,
    DeliveryStarter,
    RunFinisher,
    DeliveryScheduler,
    DeliveryControl,
    DeliveryWorker,
    AudienceSnapshotProcessor,
    CancelQueuedProcessor,
    AutoResendRepository,
    AutoResendScheduler,
    AutoResendProcessor,
    SplitTestRepository,
    SplitTestDecision,
  ],
  exports: [DeliveryControl, DeliveryScheduler, DeliveryStarter, SendRateLimiter],
})
export class DeliveryModule {}
