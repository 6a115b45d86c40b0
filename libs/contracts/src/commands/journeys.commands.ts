import { defineCommand } from '../define-command';
import {
  JourneyActionsPublishedRequest,
  JourneyActionsRequest,
  JourneyBulkTriggerRequest,
  JourneyCreateRequest,
  JourneyIdRequest,
  JourneyUpdateRequest,
  SubscriberJourneyTriggerRequest,
} from '../journeys/requests';

const journeys = { service: 'journeys' as const, auth: 'user' as const, errorStyle: 'array' as const };
const notes = 'docs/services/journeys.md';
/** every command naming a journey: another user's journey looks missing */
const JOURNEY = {
  1: 'missing JourneyID (HTTP 422)',
  2: 'JourneyID is not a positive integer (HTTP 422)',
  3: "journey not found (also another user's) (HTTP 404)",
};
const TRIGGER = {
  3: 'invalid Trigger, or invalid parameters of it (HTTP 400)',
  4: 'list trigger without Trigger_ListID (HTTP 422)',
  5: 'Trigger_ListID is not an integer (HTTP 422)',
  6: 'Trigger_ListID names no list of the caller (HTTP 404)',
  7: 'email trigger without Trigger_EmailID (HTTP 422)',
  8: 'Trigger_EmailID is not an integer (HTTP 422)',
  9: 'Trigger_EmailID names no email of the caller (HTTP 404)',
};
const JOURNEY_ROW = 'JourneyID, RelUserID, JourneyName, Trigger, TriggerParameters, Status, Notes, CreatedAt, UpdatedAt';

export const JourneyCreate = defineCommand({
  name: 'journey.create',
  ...journeys,
  v1: { methods: ['POST'], path: 'journey' },
  request: JourneyCreateRequest,
  reply: `JourneyID, Journey { ${JOURNEY_ROW} }`,
  errors: { 1: 'missing Name (HTTP 422)', ...TRIGGER },
  summary: 'Create a journey (Disabled, Manual trigger unless one is given).',
  notes,
});
export const JourneysList = defineCommand({
  name: 'journeys.list',
  ...journeys,
  v1: { methods: ['GET'], path: 'journeys' },
  reply: 'Journeys [{ …journey, JourneyStats { ActiveSubscribers, TotalSubscribers, AggregatedEmailActions, AggregatedLast30DaysEmailActions } }]',
  summary: "The caller's journeys with stats.",
  notes,
});
export const JourneyGet = defineCommand({
  name: 'journey.get',
  ...journeys,
  v1: { methods: ['GET'], path: 'journey' },
  request: JourneyIdRequest,
  reply: 'Journey { …journey, JourneyStats }, Actions [{ ActionID, OrderNo, Action, ActionParameters, Notes, CompletedRuns, Published, Stats }]',
  errors: JOURNEY,
  summary: 'One journey with its actions.',
  notes,
});
export const JourneyDelete = defineCommand({
  name: 'journey.delete',
  ...journeys,
  v1: { methods: ['DELETE'], path: 'journey' },
  request: JourneyIdRequest,
  reply: 'JourneyID',
  errors: JOURNEY,
  summary: 'Delete a journey (its enrolments end).',
  notes,
});
export const JourneyDeletePost = defineCommand({
  name: 'journey.delete.post',
  ...journeys,
  v1: { methods: ['POST'], path: 'journey.delete' },
  legacy: false,
  request: JourneyIdRequest,
  reply: 'JourneyID',
  errors: JOURNEY,
  summary: 'Delete a journey (vendor docs form: POST journey.delete).',
  notes,
});
export const JourneyEnable = defineCommand({
  name: 'journey.enable',
  ...journeys,
  v1: { methods: ['GET'], path: 'journey.enable' },
  request: JourneyIdRequest,
  reply: 'Journey',
  errors: { ...JOURNEY, 4: 'journey already enabled (HTTP 409)' },
  summary: 'Enable a journey (its paused enrolments resume).',
  notes,
});
export const JourneyDisable = defineCommand({
  name: 'journey.disable',
  ...journeys,
  v1: { methods: ['GET'], path: 'journey.disable' },
  request: JourneyIdRequest,
  reply: 'Journey',
  errors: { ...JOURNEY, 4: 'journey already disabled (HTTP 409)' },
  summary: 'Disable a journey (its enrolments pause).',
  notes,
});
export const JourneyUpdate = defineCommand({
  name: 'journey.update',
  ...journeys,
  v1: { methods: ['PATCH'], path: 'journey' },
  request: JourneyUpdateRequest,
  reply: 'Journey',
  errors: {
    1: 'missing JourneyID (HTTP 422)',
    2: 'JourneyID is not a positive integer (HTTP 422)',
    ...TRIGGER,
    10: "journey not found (also another user's) (HTTP 404)",
    11: 'Name given empty (HTTP 422)',
  },
  summary: 'Update name, notes and trigger.',
  notes,
});
export const JourneyActionsUpdate = defineCommand({
  name: 'journey.actions',
  ...journeys,
  v1: { methods: ['PATCH'], path: 'journey.actions' },
  request: JourneyActionsRequest,
  reply: 'JourneyID, Actions',
  errors: {
    1: 'missing or invalid JourneyID (HTTP 422)',
    2: 'missing Actions (HTTP 422)',
    3: 'Actions is not an array of action objects, an Action type is unknown, or an ActionID is not one of the journey’s (HTTP 422; the message names the action)',
    4: 'an action’s parameters are invalid (HTTP 422; the message names the action and the field)',
    5: "journey not found (also another user's) (HTTP 404)",
  },
  summary: "Replace a journey's actions (full list).",
  notes,
});
export const JourneyActionsPublished = defineCommand({
  name: 'journey.actions.published',
  ...journeys,
  v1: { methods: ['PATCH'], path: 'journey.actions.published' },
  request: JourneyActionsPublishedRequest,
  reply: 'JourneyID, Actions',
  errors: {
    1: 'missing or invalid JourneyID (HTTP 422)',
    3: 'ActionID is not one of the journey’s actions (HTTP 422)',
    4: 'Published is not a boolean (HTTP 422)',
    5: "journey not found (also another user's) (HTTP 404)",
  },
  summary: 'Publish or unpublish one or every action of a journey.',
  notes,
});
export const JourneyBulkTrigger = defineCommand({
  name: 'journey.bulk_trigger',
  ...journeys,
  request: JourneyBulkTriggerRequest,
  reply: 'TotalEnrolled, Journeys [{ JourneyID, Enrolled }]',
  errors: {
    1: 'missing or invalid journeyids',
    2: "a journey id names no journey of the caller's",
    3: "trigger missing, or its type is not 'Tag'",
    4: 'trigger_listid missing or invalid',
    5: "trigger_listid names no list of the caller's",
    6: 'trigger_tagids missing, empty or invalid',
  },
  summary: 'Start journeys for every subscriber of a list carrying all given tags.',
  notes,
});
export const SubscriberJourneyTrigger = defineCommand({
  name: 'subscriber.journey.trigger',
  ...journeys,
  v1: { methods: ['POST'], path: 'subscriber.journey.trigger' },
  request: SubscriberJourneyTriggerRequest,
  reply: 'JourneyID, SubscriberID, Enrolled',
  errors: {
    ...JOURNEY,
    4: 'missing or invalid SubscriberID or ListID (HTTP 422)',
    5: "subscriber not found on that list of the caller's (HTTP 404)",
  },
  summary: 'Enrol one subscriber into a journey (Manual trigger).',
  notes,
});

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
