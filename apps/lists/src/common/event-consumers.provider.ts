// moved to @mail/kit; removed once the rename to ServiceEventConsumers is applied
export { ServiceEventConsumers as ServiceEventConsumers } from '@mail/kit';
