// moved to @mail/kit; removed once the rename to ServiceOutbox is applied
export { ServiceOutbox as ServiceOutbox } from '@mail/kit';
