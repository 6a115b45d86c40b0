export * from './env';
export * from './logger';
