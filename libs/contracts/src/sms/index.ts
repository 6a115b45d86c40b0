export * from './requests';
export * from './sms-events';
