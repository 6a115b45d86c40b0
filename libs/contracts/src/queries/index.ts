export * from './define-query';
export * from './queries';
export * from './accounts.queries';
export * from './lists.queries';
export * from './campaigns.queries';
export * from './subscriber-identify.queries';
export * from './tracking.queries';
export * from './sms.queries';
