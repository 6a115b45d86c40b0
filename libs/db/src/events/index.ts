export * from './event-inbox';
export * from './event-consumers';
export * from './on-event.decorator';
export * from './dead-events';
export * from './dead-events.cli';
