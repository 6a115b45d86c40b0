export * from './env';
export * from './logger';
export * from './validate-env';
