export * from './export-parts';
export * from './export-job';
export * from './export-file';
