export { GatewayModule } from './gateway.module';
export { GATEWAY_MIGRATIONS } from './database/gateway.migrations';
export { ReportSmtpEndpoint } from './bounces/report-smtp.endpoint';
export { SmtpRelayServer } from './smtp/relay/smtp-relay.server';
