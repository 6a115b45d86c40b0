export * from './registry';
export * from './metrics';
export * from './scrape-sources';
export * from './readiness';
export * from './ops-server';
export * from './fast-metrics';
