export * from './system-health-check.command';
