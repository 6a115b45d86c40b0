export { TrackingModule } from './tracking.module';
export { TRACKING_MIGRATIONS } from './database/tracking.migrations';
