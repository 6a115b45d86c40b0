export * from './requests';
export * from './tracking-events';
export * from './website-event-types';
