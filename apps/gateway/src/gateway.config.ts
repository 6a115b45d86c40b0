import { readConfig } from '@mail/config';

/** Settings of the gateway service, read once at boot (docs/configuration.md describes each variable). */
export interface GatewayConfig {
  /** the SMTP submission relay: where it listens, the name it announces (and AddSMTP shows), its STARTTLS certificate */
  smtp: { host: string; port: number; publicHost: string; tlsCert?: string; tlsKey?: string };
  /** the inbound SMTP endpoint of delivery reports */
  bounceSmtp: { host: string; port: number };
  dns: {
    /** resolvers of DNS questions (comma-separated); unset: the system's */
    servers?: string;
    cloudflareApiUrl: string;
    godaddyApiUrl: string;
    namecheapApiUrl: string;
    namecheapClientIp: string;
  };
  /** BUS_TIMEOUT_MS: how long the edge waits for a reply (a DNS command answers well before, answer-in-time.ts) */
  busTimeoutMs: number;
  /** the include of the SPF record every sender domain publishes */
  spfInclude: string;
  /** the host sender domains' `bounces.<domain>` CNAME points at */
  returnPathHost: string;
  webhookRetryBaseSeconds: number;
  /** delivery loops per replica (0: none) */
  deliveryLoops: number;
  /** how long a delivery claim holds its messages; unsettled after it, they are recorded as Unknown */
  deliveryLeaseSeconds: number;
}

/** Reads and checks the variables once: a value that cannot be used stops the boot naming it. */
export function readGatewayConfig(source: NodeJS.ProcessEnv = process.env): Readonly<GatewayConfig> {
  return readConfig(
    'gateway',
    (vars) => ({
      smtp: {
        host: vars.required('GATEWAY_SMTP_HOST'),
        port: vars.int('GATEWAY_SMTP_PORT', { max: 65_535 }),
        publicHost: vars.required('GATEWAY_SMTP_PUBLIC_HOST'),
        tlsCert: vars.text('GATEWAY_SMTP_TLS_CERT'),
        tlsKey: vars.text('GATEWAY_SMTP_TLS_KEY'),
      },
      bounceSmtp: {
        host: vars.required('GATEWAY_BOUNCE_SMTP_HOST'),
        port: vars.int('GATEWAY_BOUNCE_SMTP_PORT', { max: 65_535 }),
      },
      dns: {
        servers: vars.text('GATEWAY_DNS_SERVERS'),
        cloudflareApiUrl: vars.required('GATEWAY_DNS_CLOUDFLARE_API_URL'),
        godaddyApiUrl: vars.required('GATEWAY_DNS_GODADDY_API_URL'),
        namecheapApiUrl: vars.required('GATEWAY_DNS_NAMECHEAP_API_URL'),
        namecheapClientIp: vars.text('GATEWAY_DNS_NAMECHEAP_CLIENT_IP') ?? '',
      },
      busTimeoutMs: vars.int('BUS_TIMEOUT_MS', { fallback: 10_000 }),
      spfInclude: vars.required('GATEWAY_SPF_INCLUDE'),
      returnPathHost: vars.required('GATEWAY_RETURN_PATH_HOST'),
      webhookRetryBaseSeconds: vars.int('GATEWAY_WEBHOOK_RETRY_BASE_SECONDS'),
      deliveryLoops: vars.int('GATEWAY_DELIVERY_LOOPS'),
      deliveryLeaseSeconds: vars.int('GATEWAY_DELIVERY_LEASE_SECONDS', { min: 1 }),
    }),
    source,
  );
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
