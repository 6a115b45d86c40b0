import { CreateTrackingSchema1797000000000 } from './migrations/1797000000000-CreateTrackingSchema';

/** The tracking schema is changed only by these migrations, listed explicitly (the service kit runs them). */
export const TRACKING_MIGRATIONS = [CreateTrackingSchema1797000000000];
