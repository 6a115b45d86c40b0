import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SegmentCreateHandler } from './segment-create/segment-create.handler';
import { SegmentUpdateHandler } from './segment-update/segment-update.handler';
import { SegmentsCopyHandler } from './segments-copy/segments-copy.handler';
import { SegmentsDeleteHandler } from './segments-delete/segments-delete.handler';
import { SegmentsGetHandler } from './segments-get/segments-get.handler';
import { SegmentCreateService } from './segment-create/segment-create.service';
import { SegmentUpdateService } from './segment-update/segment-update.service';
import { SegmentsCopyService } from './segments-copy/segments-copy.service';
import { SegmentsDeleteService } from './segments-delete/segments-delete.service';
import { SegmentsGetService } from './segments-get/segments-get.service';

/** Segments: a list's saved rule sets. */
@Module({
  imports: [ListsCommonModule],
  controllers: [SegmentCreateHandler, SegmentUpdateHandler, SegmentsCopyHandler, SegmentsDeleteHandler, SegmentsGetHandler],
  providers: [SegmentCreateService, SegmentUpdateService, SegmentsCopyService, SegmentsDeleteService, SegmentsGetService],
})
export class SegmentsModule {}
