export * from './api-client';
export * from './e2e-env';
export * from './seed';
export * from './mail-inbox';
export * from './boot-service';
export * from './contract-params';
export * from './delivery-status-report';
