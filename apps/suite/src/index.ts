export * from './boot';
