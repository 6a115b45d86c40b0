export * from './env';
export * from './logger';
export * from './validate-env';
export * from './read-config';
