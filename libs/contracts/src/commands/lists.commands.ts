import { defineCommand } from '../define-command';

const service = 'lists' as const;
const user = 'user' as const;

export const ListCreate = defineCommand({ name: 'List.Create', service, auth: user, summary: 'Create a subscriber list; returns ListID.' });
export const ListGet = defineCommand({ name: 'List.Get', service, auth: user, summary: 'One list with its settings.' });
export const ListAssets = defineCommand({
  name: 'List.Assets',
  service,
  auth: user,
  summary: 'A list with its segments, custom fields, tags and autoresponders.',
});
export const ListUpdate = defineCommand({ name: 'List.Update', service, auth: user, summary: "Update a list's settings." });
export const ListsDelete = defineCommand({ name: 'Lists.Delete', service, auth: user, summary: 'Delete lists with everything in them.' });
export const ListsGet = defineCommand({ name: 'Lists.Get', service, auth: user, summary: "Browse the caller's lists." });
export const CustomFieldCreate = defineCommand({
  name: 'CustomField.Create',
  service,
  auth: user,
  summary: 'Create a custom field on a list (or a global one).',
});
export const CustomFieldUpdate = defineCommand({ name: 'CustomField.Update', service, auth: user, summary: 'Update a custom field.' });
export const CustomFieldsDelete = defineCommand({ name: 'CustomFields.Delete', service, auth: user, summary: 'Delete custom fields and their values.' });
export const CustomFieldsGet = defineCommand({ name: 'CustomFields.Get', service, auth: user, summary: "A list's custom fields." });
export const SubscriberTag = defineCommand({ name: 'Subscriber.Tag', service, auth: user, summary: 'Tag subscribers by id or by rules.' });
export const SubscriberUntag = defineCommand({ name: 'Subscriber.Untag', service, auth: user, summary: 'Untag subscribers by id or by rules.' });
export const SubscriberTagsCreate = defineCommand({ name: 'Subscriber.Tags.Create', service, auth: user, summary: 'Create a tag on a list.' });
export const SubscriberTagsDelete = defineCommand({ name: 'Subscriber.Tags.Delete', service, auth: user, summary: 'Delete tags.' });
export const SubscriberTagsGet = defineCommand({ name: 'Subscriber.Tags.Get', service, auth: user, summary: "A list's tags with subscriber counts." });
export const SubscriberTagsUpdate = defineCommand({ name: 'Subscriber.Tags.Update', service, auth: user, summary: 'Rename a tag.' });
export const SegmentCreate = defineCommand({ name: 'Segment.Create', service, auth: user, summary: 'Create a segment from rules.' });
export const SegmentUpdate = defineCommand({ name: 'Segment.Update', service, auth: user, summary: 'Update a segment.' });
export const SegmentsCopy = defineCommand({ name: 'Segments.Copy', service, auth: user, summary: "Copy a list's segments to another list." });
export const SegmentsDelete = defineCommand({ name: 'Segments.Delete', service, auth: user, summary: 'Delete segments.' });
export const SegmentsGet = defineCommand({ name: 'Segments.Get', service, auth: user, summary: "A list's segments." });
export const SubscriberCreate = defineCommand({
  name: 'Subscriber.Create',
  service,
  auth: user,
  permission: 'Subscribers.Import',
  v1: { methods: ['POST'], path: 'subscriber.create' },
  summary: 'Add a subscriber to a list.',
});
export const SubscriberUpdate = defineCommand({ name: 'Subscriber.Update', service, auth: user, summary: "Update a subscriber's address, status or fields." });
export const SubscriberGet = defineCommand({
  name: 'Subscriber.Get',
  service,
  auth: user,
  permission: 'Subscribers.Get',
  summary: 'A subscriber with tags, segments, journeys, activity and website events.',
});
export const SubscriberGetActivity = defineCommand({
  name: 'Subscriber.Get.Activity',
  service,
  auth: user,
  permission: 'Subscribers.Get',
  summary: "A subscriber's activity, filtered and paged.",
});
export const SubscriberUnsubscribe = defineCommand({
  name: 'Subscriber.Unsubscribe',
  service,
  auth: user,
  summary: 'Unsubscribe one subscriber or, by rules, many.',
});
export const SubscriberSubscribe = defineCommand({
  name: 'Subscriber.Subscribe',
  service,
  auth: 'none',
  summary: 'Public subscription (double opt-in aware).',
  notes: 'reference notes 1.2',
});
export const SubscriberOptIn = defineCommand({
  name: 'Subscriber.OptIn',
  service,
  auth: 'none',
  summary: 'Confirm or reject a pending opt-in with its confirmation code.',
  notes: 'reference notes 1.2',
});
export const SubscribersGet = defineCommand({
  name: 'Subscribers.Get',
  service,
  auth: user,
  permission: 'Subscribers.Get',
  summary: "Browse a list's subscribers.",
  notes: 'reference notes 1.4',
});
export const SubscribersSearch = defineCommand({
  name: 'Subscribers.Search',
  service,
  auth: user,
  permission: 'Subscribers.Get',
  summary: 'Search subscribers with RulesJSON.',
  notes: 'reference notes 1.4',
});
export const SubscribersImport = defineCommand({
  name: 'Subscribers.Import',
  service,
  auth: user,
  permission: 'Subscribers.Import',
  summary: 'Bulk import CSV or JSON rows as a resumable job (extension).',
});
export const SubscribersImportStatus = defineCommand({
  name: 'Subscribers.Import.Status',
  service,
  auth: user,
  summary: 'Progress and per-row errors of an import job (extension).',
});
export const SubscribersBulkStatus = defineCommand({
  name: 'Subscribers.Bulk.Status',
  service,
  auth: user,
  summary: 'Progress and outcome of a Subscriber.Tag, Subscriber.Untag or Subscriber.Unsubscribe by RulesJSON that runs as a job (extension).',
});
export const SuppressionBrowse = defineCommand({ name: 'Suppression.Browse', service, auth: user, summary: 'Browse suppressed addresses.' });
export const SuppressionDelete = defineCommand({ name: 'Suppression.Delete', service, auth: user, summary: 'Remove an address from suppression.' });
export const SuppressionImport = defineCommand({ name: 'Suppression.Import', service, auth: 'user-or-admin', summary: 'Import addresses into suppression.' });

export const LISTS_COMMANDS = [
  ListCreate,
  ListGet,
  ListAssets,
  ListUpdate,
  ListsDelete,
  ListsGet,
  CustomFieldCreate,
  CustomFieldUpdate,
  CustomFieldsDelete,
  CustomFieldsGet,
  SubscriberTag,
  SubscriberUntag,
  SubscriberTagsCreate,
  SubscriberTagsDelete,
  SubscriberTagsGet,
  SubscriberTagsUpdate,
  SegmentCreate,
  SegmentUpdate,
  SegmentsCopy,
  SegmentsDelete,
  SegmentsGet,
  SubscriberCreate,
  SubscriberUpdate,
  SubscriberGet,
  SubscriberGetActivity,
  SubscriberUnsubscribe,
  SubscriberSubscribe,
  SubscriberOptIn,
  SubscribersGet,
  SubscribersSearch,
  SubscribersImport,
  SubscribersImportStatus,
  SubscribersBulkStatus,
  SuppressionBrowse,
  SuppressionDelete,
  SuppressionImport,
];
