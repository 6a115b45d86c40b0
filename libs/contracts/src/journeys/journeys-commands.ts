import { JourneyActionsUpdate } from './journey-actions.command';
import { JourneyActionsPublished } from './journey-actions-published.command';
import { JourneyBulkTrigger } from './journey-bulk-trigger.command';
import { JourneyCreate } from './journey-create.command';
import { JourneyDelete } from './journey-delete.command';
import { JourneyDeletePost } from './journey-delete-post.command';
import { JourneyDisable } from './journey-disable.command';
import { JourneyEnable } from './journey-enable.command';
import { JourneyGet } from './journey-get.command';
import { JourneyUpdate } from './journey-update.command';
import { JourneysList } from './journeys-list.command';
import { SubscriberJourneyTrigger } from './subscriber-journey-trigger.command';

/** every journeys command, in the order of the former table (the registry reads them with commandsIn) */
export const JOURNEYS_COMMANDS = [
  JourneyCreate,
  JourneysList,
  JourneyGet,
  JourneyDelete,
  JourneyDeletePost,
  JourneyEnable,
  JourneyDisable,
  JourneyUpdate,
  JourneyActionsUpdate,
  JourneyActionsPublished,
  JourneyBulkTrigger,
  SubscriberJourneyTrigger,
];
