export * from './date-time';
export * from './email';
export * from './ip';
export * from './bool';
export * from './params';
export * from './time-zone';
export * from './subscriber-merge-tags';
