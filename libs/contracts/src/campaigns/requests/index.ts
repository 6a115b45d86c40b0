export * from './param-values';
export * from './emails.requests';
export * from './campaigns.requests';
export * from './automated-reports.requests';
