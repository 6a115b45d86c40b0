export * from './system-health-check.command';
export * from './prometheus-metrics.command';
