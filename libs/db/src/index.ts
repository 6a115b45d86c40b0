export * from './embedded/embedded-postgres';
export * from './service-data-source';
export * from './outbox/outbox';
export * from './outbox/outbox.sql';
export * from './nest/provide-data-source';
export * from './prepared-query';
export * from './returning-rows';
export * from './scratch-database';
