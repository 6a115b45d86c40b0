import { CreateJourneysSchema1799000000000 } from './migrations/1799000000000-CreateJourneysSchema';
import { TrackActionEmails1799100000000 } from './migrations/1799100000000-TrackActionEmails';
import { AddSubscriberRevenue1799200000000 } from './migrations/1799200000000-AddSubscriberRevenue';
import { CountActionBouncesAndViews1799300000000 } from './migrations/1799300000000-CountActionBouncesAndViews';
import { CountActionUnsubscribesComplaintsConversions1799400000000 } from './migrations/1799400000000-CountActionUnsubscribesComplaintsConversions';
import { RecordActionReach1800300000000 } from './migrations/1800300000000-RecordActionReach';
import { RecordActionSends1800300000001 } from './migrations/1800300000001-RecordActionSends';
import { CreateJourneyExports1800300000002 } from './migrations/1800300000002-CreateJourneyExports';
import { CreateEntrantQueue1800500000000 } from './migrations/1800500000000-CreateEntrantQueue';
import { ScheduleJourneyPulls1800500000001 } from './migrations/1800500000001-ScheduleJourneyPulls';

/** The journeys schema is changed only by these migrations, listed explicitly (the service kit runs them). */
export const JOURNEYS_MIGRATIONS = [
  CreateJourneysSchema1799000000000,
  TrackActionEmails1799100000000,
  AddSubscriberRevenue1799200000000,
  CountActionBouncesAndViews1799300000000,
  CountActionUnsubscribesComplaintsConversions1799400000000,
  RecordActionReach1800300000000,
  RecordActionSends1800300000001,
  CreateJourneyExports1800300000002,
  CreateEntrantQueue1800500000000,
  ScheduleJourneyPulls1800500000001,
];
