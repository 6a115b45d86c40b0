import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { CustomFieldCreateHandler } from './custom-field-create/custom-field-create.handler';
import { CustomFieldUpdateHandler } from './custom-field-update/custom-field-update.handler';
import { CustomFieldsDeleteHandler } from './custom-fields-delete/custom-fields-delete.handler';
import { CustomFieldsGetHandler } from './custom-fields-get/custom-fields-get.handler';
import { CustomFieldCreateService } from './custom-field-create/custom-field-create.service';
import { CustomFieldUpdateService } from './custom-field-update/custom-field-update.service';
import { CustomFieldsDeleteService } from './custom-fields-delete/custom-fields-delete.service';
import { CustomFieldsGetService } from './custom-fields-get/custom-fields-get.service';

/** Custom fields: a list's field definitions. */
@Module({
  imports: [ListsCommonModule],
  controllers: [CustomFieldCreateHandler, CustomFieldUpdateHandler, CustomFieldsDeleteHandler, CustomFieldsGetHandler],
  providers: [CustomFieldCreateService, CustomFieldUpdateService, CustomFieldsDeleteService, CustomFieldsGetService],
})
export class CustomFieldsModule {}
