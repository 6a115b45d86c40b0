export * from './requests';
