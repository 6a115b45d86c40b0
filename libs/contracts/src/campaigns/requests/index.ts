export * from './param-values';
export * from './ab-testing';
