// moved to @mail/kit; removed once the rename to ServiceDb is applied
export { ServiceDb as ServiceDb, type Queryable } from '@mail/kit';
