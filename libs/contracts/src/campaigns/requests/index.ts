export * from './param-values';
export * from './ab-testing';
export * from './emails.requests';
export * from './campaigns.requests';
export * from './automated-reports.requests';
