import { CreateListsSchema1763769600000 } from './migrations/1763769600000-CreateListsSchema';
import { SubscriberCoveringKey1763856000000 } from './migrations/1763856000000-SubscriberCoveringKey';
import { DropActivityListIndex1763942400000 } from './migrations/1763942400000-DropActivityListIndex';
import { DropImportLease1764028800000 } from './migrations/1764028800000-DropImportLease';
import { CreateEventInboxAndDeadLetters1795392000000 } from './migrations/1795392000000-CreateEventInboxAndDeadLetters';
import { DropProcessedEvent1795478400000 } from './migrations/1795478400000-DropProcessedEvent';
import { CreateSubscriberRevenue1797000000000 } from './migrations/1797000000000-CreateSubscriberRevenue';
import { IndexWebsiteEventTime1797100000000 } from './migrations/1797100000000-IndexWebsiteEventTime';
import { CountSubscriberStates1797300000000 } from './migrations/1797300000000-CountSubscriberStates';
import { CreateImportSource1797400000000 } from './migrations/1797400000000-CreateImportSource';
import { CountSuppressedSubscribers1797500000000 } from './migrations/1797500000000-CountSuppressedSubscribers';
import { CountSubscribersInTrigger1797600000000 } from './migrations/1797600000000-CountSubscribersInTrigger';
import { CreateSubscriberExport1800400000000 } from './migrations/1800400000000-CreateSubscriberExport';
import { ArchiveListsAndIndexAnalytics1800410000000 } from './migrations/1800410000000-ArchiveListsAndIndexAnalytics';
import { CreateSearchFiltersAndListIntegrations1800420000000 } from './migrations/1800420000000-CreateSearchFiltersAndListIntegrations';

/** The lists schema is changed only by these migrations, listed explicitly. Hot paths use raw SQL, so no entities. */
export const LISTS_MIGRATIONS = [
  CreateListsSchema1763769600000,
  SubscriberCoveringKey1763856000000,
  DropActivityListIndex1763942400000,
  DropImportLease1764028800000,
  CreateEventInboxAndDeadLetters1795392000000,
  DropProcessedEvent1795478400000,
  CreateSubscriberRevenue1797000000000,
  IndexWebsiteEventTime1797100000000,
  CountSubscriberStates1797300000000,
  CreateImportSource1797400000000,
  CountSuppressedSubscribers1797500000000,
  CountSubscribersInTrigger1797600000000,
  CreateSubscriberExport1800400000000,
  ArchiveListsAndIndexAnalytics1800410000000,
  CreateSearchFiltersAndListIntegrations1800420000000,
];
