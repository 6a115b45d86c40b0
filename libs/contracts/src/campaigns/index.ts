export * from './values';
export * from './campaign-events';
export * from './requests';
