export * from './edge.module';
export * from './create-edge-app';
