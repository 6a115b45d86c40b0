export { GatewayModule } from './gateway.module';
export { GATEWAY_MIGRATIONS } from './database/gateway.migrations';
export { SmtpRelayServer } from './smtp/relay/smtp-relay.server';
