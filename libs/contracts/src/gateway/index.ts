export * from './requests';
export * from './gateway-events';
