import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { SearchFiltersGetHandler } from './search-filters-get/search-filters-get.handler';
import { SearchFiltersGetService } from './search-filters-get/search-filters-get.service';
import { SearchFiltersRepository } from './search-filters.repository';
import { SearchFiltersCreateHandler } from './search-filters-create/search-filters-create.handler';
import { SearchFiltersCreateService } from './search-filters-create/search-filters-create.service';
import { SearchFiltersUpdateHandler } from './search-filters-update/search-filters-update.handler';
import { SearchFiltersUpdateService } from './search-filters-update/search-filters-update.service';
import { SearchFiltersDeleteHandler } from './search-filters-delete/search-filters-delete.handler';
import { SearchFiltersDeleteService } from './search-filters-delete/search-filters-delete.service';

/** search-filters: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [ListsCommonModule],
  controllers: [SearchFiltersDeleteHandler, SearchFiltersUpdateHandler, SearchFiltersCreateHandler, SearchFiltersGetHandler],
  providers: [SearchFiltersDeleteService, SearchFiltersUpdateService, SearchFiltersCreateService, SearchFiltersGetService, SearchFiltersRepository],
})
export class SearchFiltersModule {}
