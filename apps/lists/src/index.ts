export { ListsModule } from './lists.module';
export { LISTS_MIGRATIONS } from './database/lists.migrations';
