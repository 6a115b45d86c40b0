/** Every command of the lists service: thin handlers (bus subject → service) and their services. */
import { ListCreateHandler } from './lists/list-create/list-create.handler';
import { ListGetHandler } from './lists/list-get/list-get.handler';
import { ListAssetsHandler } from './lists/list-assets/list-assets.handler';
import { ListUpdateHandler } from './lists/list-update/list-update.handler';
import { ListsDeleteHandler } from './lists/lists-delete/lists-delete.handler';
import { ListsGetHandler } from './lists/lists-get/lists-get.handler';
import { CustomFieldCreateHandler } from './custom-fields/custom-field-create/custom-field-create.handler';
import { CustomFieldUpdateHandler } from './custom-fields/custom-field-update/custom-field-update.handler';
import { CustomFieldsDeleteHandler } from './custom-fields/custom-fields-delete/custom-fields-delete.handler';
import { CustomFieldsGetHandler } from './custom-fields/custom-fields-get/custom-fields-get.handler';
import { SubscriberTagHandler } from './tags/subscriber-tag/subscriber-tag.handler';
import { SubscriberUntagHandler } from './tags/subscriber-untag/subscriber-untag.handler';
import { SubscriberTagsCreateHandler } from './tags/subscriber-tags-create/subscriber-tags-create.handler';
import { SubscriberTagsDeleteHandler } from './tags/subscriber-tags-delete/subscriber-tags-delete.handler';
import { SubscribersDeleteHandler } from './subscribers/subscribers-delete/subscribers-delete.handler';
import { SubscriberTagsGetHandler } from './tags/subscriber-tags-get/subscriber-tags-get.handler';
import { SubscriberTagsUpdateHandler } from './tags/subscriber-tags-update/subscriber-tags-update.handler';
import { SegmentCreateHandler } from './segments/segment-create/segment-create.handler';
import { SegmentUpdateHandler } from './segments/segment-update/segment-update.handler';
import { SegmentsCopyHandler } from './segments/segments-copy/segments-copy.handler';
import { SegmentsDeleteHandler } from './segments/segments-delete/segments-delete.handler';
import { SegmentsGetHandler } from './segments/segments-get/segments-get.handler';
import { SubscriberCreateHandler } from './subscribers/subscriber-create/subscriber-create.handler';
import { SubscriberUpdateHandler } from './subscribers/subscriber-update/subscriber-update.handler';
import { SubscriberGetHandler } from './subscribers/subscriber-get/subscriber-get.handler';
import { SubscriberGetActivityHandler } from './subscribers/subscriber-get-activity/subscriber-get-activity.handler';
import { SubscriberUnsubscribeHandler } from './subscribers/subscriber-unsubscribe/subscriber-unsubscribe.handler';
import { SubscriberSubscribeHandler } from './subscribers/subscriber-subscribe/subscriber-subscribe.handler';
import { SubscriberOptInHandler } from './subscribers/subscriber-opt-in/subscriber-opt-in.handler';
import { SubscribersGetHandler } from './subscribers/subscribers-get/subscribers-get.handler';
import { SubscribersSearchHandler } from './subscribers/subscribers-search/subscribers-search.handler';
import { SubscribersImportHandler } from './imports/subscribers-import/subscribers-import.handler';
import { SubscribersImportStatusHandler } from './imports/subscribers-import-status/subscribers-import-status.handler';
import { SubscribersBulkStatusHandler } from './bulk/subscribers-bulk-status/subscribers-bulk-status.handler';
import { SuppressionBrowseHandler } from './suppression/suppression-browse/suppression-browse.handler';
import { SuppressionDeleteHandler } from './suppression/suppression-delete/suppression-delete.handler';
import { SuppressionImportHandler } from './suppression/suppression-import/suppression-import.handler';
import { ListCreateService } from './lists/list-create/list-create.service';
import { ListGetService } from './lists/list-get/list-get.service';
import { ListAssetsService } from './lists/list-assets/list-assets.service';
import { ListUpdateService } from './lists/list-update/list-update.service';
import { ListsDeleteService } from './lists/lists-delete/lists-delete.service';
import { ListsGetService } from './lists/lists-get/lists-get.service';
import { CustomFieldCreateService } from './custom-fields/custom-field-create/custom-field-create.service';
import { CustomFieldUpdateService } from './custom-fields/custom-field-update/custom-field-update.service';
import { CustomFieldsDeleteService } from './custom-fields/custom-fields-delete/custom-fields-delete.service';
import { CustomFieldsGetService } from './custom-fields/custom-fields-get/custom-fields-get.service';
import { SubscriberTagsCreateService } from './tags/subscriber-tags-create/subscriber-tags-create.service';
import { SubscriberTagsDeleteService } from './tags/subscriber-tags-delete/subscriber-tags-delete.service';
import { SubscribersDeleteService } from './subscribers/subscribers-delete/subscribers-delete.service';
import { SubscriberTagsGetService } from './tags/subscriber-tags-get/subscriber-tags-get.service';
import { SubscriberTagsUpdateService } from './tags/subscriber-tags-update/subscriber-tags-update.service';
import { SegmentCreateService } from './segments/segment-create/segment-create.service';
import { SegmentUpdateService } from './segments/segment-update/segment-update.service';
import { SegmentsCopyService } from './segments/segments-copy/segments-copy.service';
import { SegmentsDeleteService } from './segments/segments-delete/segments-delete.service';
import { SegmentsGetService } from './segments/segments-get/segments-get.service';
import { SubscriberCreateService } from './subscribers/subscriber-create/subscriber-create.service';
import { SubscriberUpdateService } from './subscribers/subscriber-update/subscriber-update.service';
import { SubscriberGetService } from './subscribers/subscriber-get/subscriber-get.service';
import { SubscriberGetActivityService } from './subscribers/subscriber-get-activity/subscriber-get-activity.service';
import { SubscriberUnsubscribeService } from './subscribers/subscriber-unsubscribe/subscriber-unsubscribe.service';
import { SubscriberSubscribeService } from './subscribers/subscriber-subscribe/subscriber-subscribe.service';
import { SubscriberOptInService } from './subscribers/subscriber-opt-in/subscriber-opt-in.service';
import { SubscribersGetService } from './subscribers/subscribers-get/subscribers-get.service';
import { SubscribersSearchService } from './subscribers/subscribers-search/subscribers-search.service';
import { SubscribersImportService } from './imports/subscribers-import/subscribers-import.service';
import { SubscribersImportStatusService } from './imports/subscribers-import-status/subscribers-import-status.service';
import { SubscribersBulkStatusService } from './bulk/subscribers-bulk-status/subscribers-bulk-status.service';
import { SuppressionBrowseService } from './suppression/suppression-browse/suppression-browse.service';
import { SuppressionDeleteService } from './suppression/suppression-delete/suppression-delete.service';
import { SuppressionImportService } from './suppression/suppression-import/suppression-import.service';

export const COMMAND_HANDLERS = [
  ListCreateHandler,
  ListGetHandler,
  ListAssetsHandler,
  ListUpdateHandler,
  ListsDeleteHandler,
  ListsGetHandler,
  CustomFieldCreateHandler,
  CustomFieldUpdateHandler,
  CustomFieldsDeleteHandler,
  CustomFieldsGetHandler,
  SubscriberTagHandler,
  SubscriberUntagHandler,
  SubscriberTagsCreateHandler,
  SubscriberTagsDeleteHandler,
  SubscribersDeleteHandler,
  SubscriberTagsGetHandler,
  SubscriberTagsUpdateHandler,
  SegmentCreateHandler,
  SegmentUpdateHandler,
  SegmentsCopyHandler,
  SegmentsDeleteHandler,
  SegmentsGetHandler,
  SubscriberCreateHandler,
  SubscriberUpdateHandler,
  SubscriberGetHandler,
  SubscriberGetActivityHandler,
  SubscriberUnsubscribeHandler,
  SubscriberSubscribeHandler,
  SubscriberOptInHandler,
  SubscribersGetHandler,
  SubscribersSearchHandler,
  SubscribersImportHandler,
  SubscribersImportStatusHandler,
  SubscribersBulkStatusHandler,
  SuppressionBrowseHandler,
  SuppressionDeleteHandler,
  SuppressionImportHandler,
];

export const COMMAND_SERVICES = [
  ListCreateService,
  ListGetService,
  ListAssetsService,
  ListUpdateService,
  ListsDeleteService,
  ListsGetService,
  CustomFieldCreateService,
  CustomFieldUpdateService,
  CustomFieldsDeleteService,
  CustomFieldsGetService,
  SubscriberTagsCreateService,
  SubscriberTagsDeleteService,
  SubscribersDeleteService,
  SubscriberTagsGetService,
  SubscriberTagsUpdateService,
  SegmentCreateService,
  SegmentUpdateService,
  SegmentsCopyService,
  SegmentsDeleteService,
  SegmentsGetService,
  SubscriberCreateService,
  SubscriberUpdateService,
  SubscriberGetService,
  SubscriberGetActivityService,
  SubscriberUnsubscribeService,
  SubscriberSubscribeService,
  SubscriberOptInService,
  SubscribersGetService,
  SubscribersSearchService,
  SubscribersImportService,
  SubscribersImportStatusService,
  SubscribersBulkStatusService,
  SuppressionBrowseService,
  SuppressionDeleteService,
  SuppressionImportService,
];
