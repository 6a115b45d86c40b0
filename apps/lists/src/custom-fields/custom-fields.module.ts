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
import { CustomfieldsCopyHandler } from './customfields-copy/customfields-copy.handler';
import { CustomfieldsCopyService } from './customfields-copy/customfields-copy.service';
import { GlobalCustomfieldCreateHandler } from './global-customfield-create/global-customfield-create.handler';
import { GlobalCustomfieldCreateService } from './global-customfield-create/global-customfield-create.service';
import { GlobalCustomfieldUpdateHandler } from './global-customfield-update/global-customfield-update.handler';
import { GlobalCustomfieldUpdateService } from './global-customfield-update/global-customfield-update.service';
import { GlobalCustomfieldsDeleteHandler } from './global-customfields-delete/global-customfields-delete.handler';
import { GlobalCustomfieldsDeleteService } from './global-customfields-delete/global-customfields-delete.service';
import { GlobalCustomfieldsGetHandler } from './global-customfields-get/global-customfields-get.handler';
import { GlobalCustomfieldsGetService } from './global-customfields-get/global-customfields-get.service';

/** Custom fields: a list's field definitions. */
@Module({
  imports: [ListsCommonModule],
  controllers: [
    GlobalCustomfieldsGetHandler,
    GlobalCustomfieldsDeleteHandler,
    GlobalCustomfieldUpdateHandler,
    GlobalCustomfieldCreateHandler,
    CustomfieldsCopyHandler,
    CustomFieldCreateHandler,
    CustomFieldUpdateHandler,
    CustomFieldsDeleteHandler,
    CustomFieldsGetHandler,
  ],
  providers: [
    GlobalCustomfieldsGetService,
    GlobalCustomfieldsDeleteService,
    GlobalCustomfieldUpdateService,
    GlobalCustomfieldCreateService,
    CustomfieldsCopyService,
    CustomFieldCreateService,
    CustomFieldUpdateService,
    CustomFieldsDeleteService,
    CustomFieldsGetService,
  ],
})
export class CustomFieldsModule {}
