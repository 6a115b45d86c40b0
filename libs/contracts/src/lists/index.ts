export * from './subscriber-events';
export * from './consumed-events';
export * from './activity-types';
export * from './requests';
