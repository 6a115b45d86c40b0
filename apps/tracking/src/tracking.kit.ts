import { ServiceKitModule } from '@mail/kit';

import { TRACKING_MIGRATIONS } from './database/tracking.migrations';

/**
 * Tracking's one kit (its data source, ServiceDb, ServiceOutbox, ServiceEventConsumers, JobQueue): the service
 * module and each aggregate module import this same value, so Nest builds it once and every module sees it.
 */
export const TRACKING_KIT = ServiceKitModule.forService({ service: 'tracking', migrations: TRACKING_MIGRATIONS });
