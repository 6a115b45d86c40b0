export * from './lists.requests';
export * from './custom-fields.requests';
export * from './tags.requests';
export * from './segments.requests';
export * from './subscribers.requests';
export * from './imports.requests';
export * from './suppression.requests';
export * from './subscribers-delete.requests';
