export * from './smtp-client';
export * from './smtp-client.options';
export * from './smtp-error';
