// moved to @mail/kit; removed once the rename to ServiceDb is applied
export { ServiceDb as ListsDb, type Queryable } from '@mail/kit';
