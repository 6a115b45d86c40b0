import { CreateTrackingSchema1797000000000 } from './migrations/1797000000000-CreateTrackingSchema';
import { UserWebhookHashedIdSealed1798700000000 } from './migrations/1798700000000-UserWebhookHashedIdSealed';

/** The tracking schema is changed only by these migrations, listed explicitly (the service kit runs them). */
export const TRACKING_MIGRATIONS = [CreateTrackingSchema1797000000000, UserWebhookHashedIdSealed1798700000000];
