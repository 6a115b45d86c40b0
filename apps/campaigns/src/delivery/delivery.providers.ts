import type { Provider } from '@nestjs/common';

import { AudienceSnapshotProcessor } from './audience-snapshot.processor';
import { CampaignControlRepository } from './campaign-control.repository';
import { CampaignRunRepository } from './campaign-run.repository';
import { CancelQueuedProcessor } from './cancel-queued.processor';
import { DeliveryControl } from './delivery-control';
import { DeliveryScheduler } from './delivery-scheduler';
import { DeliveryStarter } from './delivery-starter';
import { DELIVERY_CONFIG, deliveryConfigFromEnv } from './delivery.config';
import { DeliveryWorker } from './delivery.worker';
import { MessageSender } from './message-sender';
import { PeerQueries } from './peer-queries';
import { RecipientRepository } from './recipient.repository';
import { RendererCache } from './renderer.cache';
import { RunFinisher } from './run-finisher';
import { RunContentPreparer } from './run-content.preparer';
import { RunContentRepository } from './run-content.repository';
import { SendRateLimiter } from './send-rate-limiter';
import { SendWindowRepository } from './send-window.repository';

/** The delivery pipeline's providers (campaigns.module.ts registers them). */
export const DELIVERY_PROVIDERS: Provider[] = [
  { provide: DELIVERY_CONFIG, useFactory: deliveryConfigFromEnv },
  CampaignRunRepository,
  CampaignControlRepository,
  RecipientRepository,
  RunContentRepository,
  SendWindowRepository,
  PeerQueries,
  RunContentPreparer,
  RendererCache,
  MessageSender,
  SendRateLimiter,
  DeliveryStarter,
  RunFinisher,
  DeliveryScheduler,
  DeliveryControl,
  DeliveryWorker,
  AudienceSnapshotProcessor,
  CancelQueuedProcessor,
];
