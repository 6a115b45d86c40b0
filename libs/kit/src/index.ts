export * from './service-kit.module';
export * from './service-db';
export * from './service-outbox';
export * from './service-event-consumers';
export * from './service-lifecycle';
export * from './inbox/event-inbox-prune.job';
export * from './inbox/event-inbox-pruner';
