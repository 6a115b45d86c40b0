/**
 * Environment reading in one place. Every variable the platform reads is listed in ENV_VARS and
 * documented in docs/configuration.md (kept in step by a unit test).
 */
export interface EnvVar {
  name: string;
  default?: string;
  description: string;
}

export const ENV_VARS: EnvVar[] = [
  { name: 'PORT', default: '8080', description: 'HTTP port of the edge (suite and edge processes).' },
  { name: 'HOST', default: '127.0.0.1', description: 'Address the edge listens on. Use 0.0.0.0 in containers.' },
  {
    name: 'OPS_PORT',
    default: '9464',
    description:
      'Operations HTTP port of every process (each service, the edge; the suite serves one for all its services): GET /livez, /readyz, /metrics (Prometheus). 0 picks a free port.',
  },
  {
    name: 'OPS_HOST',
    default: '127.0.0.1',
    description:
      'Address the operations port listens on: loopback by default, like the edge (HOST); the k8s manifests and the compose file set 0.0.0.0 so probes and Prometheus reach it in a container.',
  },
  {
    name: 'OPS_READINESS_TIMEOUT_MS',
    default: '2000',
    description: 'Bound of each readiness check (database SELECT 1, bus, workers) and of the per-service health query answer.',
  },
  { name: 'DATABASE_URL', description: 'PostgreSQL URL. Unset: an embedded PostgreSQL is started into DATA_DIR/pg.' },
  { name: 'DATA_DIR', default: '.data', description: 'Where embedded PostgreSQL, the dev mailbox and generated secrets live.' },
  { name: 'EMBEDDED_PG_PORT', default: '54329', description: 'Port of the embedded PostgreSQL.' },
  { name: 'DB_POOL_SIZE', default: '10', description: 'Connections per service data source.' },
  {
    name: 'DB_STATEMENT_TIMEOUT_MS',
    description:
      'Longest a request may run one SQL statement (also the idle-in-transaction and pool-wait limit). Unset: BUS_TIMEOUT_MS − 1000, so a request that times out stops in PostgreSQL too.',
  },
  {
    name: 'DB_BACKGROUND_STATEMENT_TIMEOUT_MS',
    default: '1800000',
    description: 'Statement limit of background work (imports, VACUUM, migrations, clean-ups): 30 minutes, so no statement runs unbounded; 0 = none.',
  },
  { name: 'DB_MIGRATIONS_RUN', default: 'true', description: 'Run pending migrations on boot (set false when a migrate job runs them).' },
  { name: 'NATS_URL', description: 'NATS server URL(s), comma-separated. Unset: the in-process bus.' },
  { name: 'BUS_NAMESPACE', description: 'Prefix for every NATS subject and the JetStream stream, to isolate installations sharing one NATS.' },
  { name: 'BUS_TIMEOUT_MS', default: '10000', description: 'How long the edge waits for a service reply before hard failure 100004.' },
  { name: 'REDIS_URL', description: 'Redis URL for the shared cache and rate limits. Unset: in-process memory.' },
  {
    name: 'SMTP_URL',
    description:
      'Outbound SMTP URL (smtp://user:pass@host:port, or smtps:// for TLS), sent through a connection pool. Unset: `npm start` runs a local SMTP server with a web inbox and keeps the mail in DATA_DIR/mail; a service process run alone writes into that mailbox directly.',
  },
  {
    name: 'SMTP_MAX_CONNECTIONS',
    default: '5',
    description: 'Connections of the outbound SMTP pool per process (campaign sends keep them all busy; raise it for a relay that accepts more).',
  },
  {
    name: 'SMTP_CLIENT',
    default: 'pipelined',
    description:
      "Which SMTP client sends to SMTP_URL: `pipelined` (the platform's own pooled client: PIPELINING where the server offers it, STARTTLS, AUTH PLAIN/LOGIN; a third of nodemailer's CPU per campaign message, docs/decisions.md) or `nodemailer` (nodemailer's pool, also what a relay needing OAuth2 or another AUTH method needs).",
  },
  {
    name: 'MAIL_FROM',
    default: 'noreply@localhost',
    description: 'Sender of system mail when nothing more specific is known (a list without SenderEmailAddress).',
  },
  {
    name: 'DKIM_SIGN_THREADS',
    description:
      "Worker threads per process that DKIM-sign outbound mail sent by the pipelined SMTP client (the RSA signature and body hash leave the thread that composes, sends and records). Unset: one fewer than the cores, between 1 and 4 (in a container Node may count the host's cores, not the CPU limit). Threads start as signatures queue up and end when idle. 0: sign on the sending thread.",
  },
  { name: 'DKIM_DOMAIN', description: 'DKIM signing domain (d=) for outbound mail. Set together with DKIM_SELECTOR and DKIM_PRIVATE_KEY, or none of them.' },
  { name: 'DKIM_SELECTOR', description: 'DKIM selector (s=): the public key is published at <selector>._domainkey.<DKIM_DOMAIN>.' },
  { name: 'DKIM_PRIVATE_KEY', description: 'DKIM private key: PEM text (\\n escapes allowed) or the path of a PEM file.' },
  {
    name: 'DEV_SMTP_PORT',
    default: '2525',
    description: 'Port of the local dev SMTP server (127.0.0.1) that `npm start` runs when SMTP_URL is unset; 0 picks a free port.',
  },
  { name: 'MAIL_INBOX_PORT', default: '8025', description: "Port of the dev mailbox's web inbox (127.0.0.1) when SMTP_URL is unset; 0 picks a free port." },
  {
    name: 'DEV_SMTP_HOST',
    default: '127.0.0.1',
    description:
      'Address the dev mail server (SMTP and inbox) of `node libs/mail/dist/dev-server-main.js` listens on. Use 0.0.0.0 in a container (deploy/docker-compose.yml).',
  },
  {
    name: 'PUBLIC_BASE_URL',
    description:
      "Public base URL of the edge, for links in mail (opt-in confirm/reject). Required when NATS_URL is set (distributed): links are never built from a request's Host header. Unset in `npm start`: the suite's own address.",
  },
  {
    name: 'BOUNCE_SMTP_PORT',
    default: '2526',
    description:
      "campaigns: port of the inbound SMTP endpoint that receives delivery reports (DSNs) at the VERP addresses `bounces+<token>@…`; point the bounce domain's MX at it. 0 picks a free port.",
  },
  { name: 'BOUNCE_SMTP_HOST', default: '127.0.0.1', description: 'campaigns: address the inbound bounce SMTP endpoint listens on. Use 0.0.0.0 in containers.' },
  {
    name: 'BOUNCE_WEBHOOK_SECRET',
    description:
      'campaigns: shared secret of `POST /webhooks/bounces` (provider bounce and complaint notifications, signed with HMAC-SHA256). Unset: the webhook answers 404.',
  },
  {
    name: 'BOUNCE_DOMAIN',
    default: 'localhost',
    description:
      'campaigns: domain of the VERP return path (`bounces+<token>@<domain>`) of every campaign message; its MX must reach the inbound bounce SMTP endpoint.',
  },
  {
    name: 'DELIVERY_BATCH_SIZE',
    default: '500',
    description:
      "campaigns: recipients a delivery worker claims, sends and records at a time (also the most that can end as unknown when it is killed). Each batch's record updates the campaign's counters, which serialises the workers: smaller batches send slower (docs/performance.md).",
  },
  { name: 'DELIVERY_CONCURRENCY', default: '4', description: 'campaigns: delivery workers (batches in flight) per process.' },
  {
    name: 'DELIVERY_MESSAGES_IN_FLIGHT',
    description:
      "campaigns: messages of the process's delivery workers rendered and not yet answered by the SMTP server, at most (unset: 4 × SMTP_MAX_CONNECTIONS). A message is rendered only when it has a place here, so the messages alive at once do not grow with the batch size, the workers or the campaign (docs/performance.md, Campaign send memory).",
  },
  {
    name: 'DELIVERY_LEASE_SECONDS',
    default: '300',
    description: 'campaigns: a claimed recipient still not marked after this long belonged to a worker that died; it is recorded as unknown (never resent).',
  },
  {
    name: 'AUTO_RESEND_SECONDS_PER_DAY',
    default: '86400',
    description:
      "campaigns: the length of one of AutoResendWaitDays' days, in seconds. Leave it at 86400; a staging or test installation may shorten the wait (60 = a minute per day).",
  },
  {
    name: 'GATEWAY_SMTP_PORT',
    default: '2587',
    description: 'gateway: port of the SMTP submission server (the relay users send through with EmailGateway.AddSMTP credentials). 0 picks a free port.',
  },
  { name: 'GATEWAY_SMTP_HOST', default: '127.0.0.1', description: 'gateway: address the SMTP submission server listens on. Use 0.0.0.0 in containers.' },
  {
    name: 'GATEWAY_SMTP_PUBLIC_HOST',
    default: 'localhost',
    description: 'gateway: the SMTPHost shown with SMTP credentials (the name clients connect to; its port is the one the server listens on).',
  },
  {
    name: 'GATEWAY_SMTP_TLS_CERT',
    description: 'gateway: PEM certificate (path) of the SMTP submission server; set with GATEWAY_SMTP_TLS_KEY to offer STARTTLS. Unset: no STARTTLS.',
  },
  { name: 'GATEWAY_SMTP_TLS_KEY', description: 'gateway: PEM private key (path) of GATEWAY_SMTP_TLS_CERT.' },
  {
    name: 'GATEWAY_BOUNCE_SMTP_PORT',
    default: '2527',
    description:
      "gateway: port of the inbound SMTP endpoint that receives delivery reports (DSNs, abuse reports) at gateway messages' return paths `bounces+<MessageID>@bounces.<domain>`; GATEWAY_RETURN_PATH_HOST's MX must reach it. 0 picks a free port.",
  },
  {
    name: 'GATEWAY_BOUNCE_SMTP_HOST',
    default: '127.0.0.1',
    description: 'gateway: address the inbound delivery-report SMTP endpoint listens on. Use 0.0.0.0 in containers.',
  },
  {
    name: 'GATEWAY_DNS_SERVERS',
    description:
      "gateway: DNS servers (comma-separated ip or ip:port) the domain verification job asks for a sender domain's DKIM and SPF records, and dns.provider for a domain's NS records. Unset: the system's resolvers.",
  },
  {
    name: 'GATEWAY_DNS_CLOUDFLARE_API_URL',
    default: 'https://api.cloudflare.com/client/v4',
    description: 'gateway: base URL of the Cloudflare API that dns.authorize and dns.set call (provider `cloudflare`). Tests point it at a local fake.',
  },
  {
    name: 'GATEWAY_DNS_GODADDY_API_URL',
    default: 'https://api.godaddy.com',
    description: 'gateway: base URL of the GoDaddy API (provider `godaddy`; https://api.ote-godaddy.com is their test environment).',
  },
  {
    name: 'GATEWAY_DNS_NAMECHEAP_API_URL',
    default: 'https://api.namecheap.com/xml.response',
    description: 'gateway: URL of the Namecheap XML API (provider `namecheap`; https://api.sandbox.namecheap.com/xml.response is their sandbox).',
  },
  {
    name: 'GATEWAY_DNS_NAMECHEAP_CLIENT_IP',
    description:
      "gateway: the public IPv4 address this installation calls Namecheap from, sent as ClientIp; Namecheap answers only to addresses whitelisted in the user's account. Unset: Namecheap refuses (dns.authorize 4).",
  },
  {
    name: 'GATEWAY_SPF_INCLUDE',
    default: '_spf.localhost',
    description: "gateway: the domain sender domains' SPF record must include (`include:<this>`): the SPF record of your sending hosts.",
  },
  {
    name: 'GATEWAY_RETURN_PATH_HOST',
    default: 'localhost',
    description: 'gateway: where the return-path name of a sender domain (`bounces.<domain>`, a CNAME users publish) points: your bounce host.',
  },
  {
    name: 'GATEWAY_WEBHOOK_RETRY_BASE_SECONDS',
    default: '30',
    description:
      'gateway: delay before the first retry of a failed webhook POST; each next retry waits twice as long (capped at 6 hours) until 24 hours have passed. Tests shorten it.',
  },
  {
    name: 'GATEWAY_DELIVERY_LOOPS',
    default: '2',
    description:
      'gateway: delivery loops of this process, each claiming up to 50 due messages at a time from the shared queue, and as many webhook loops, each claiming up to 100 due webhook posts. 0: this replica only accepts mail and others deliver it and post its webhooks (API replicas apart from delivery replicas).',
  },
  {
    name: 'GATEWAY_DELIVERY_LEASE_SECONDS',
    default: '300',
    description:
      'gateway: how long a delivery loop holds the messages it claimed. A claim still not settled after this belonged to a process that died (or lost its database): its messages may have reached the SMTP server, so they are recorded as Unknown (an `unknown` event), never sent again. Tests shorten it.',
  },
  {
    name: 'OUTBOUND_HTTP_ALLOW_IPS',
    description:
      'Comma-separated exact IP addresses that outbound requests to user-given URLs (imports, fetched content, webhooks) may reach although they are loopback or private. Unset: only public unicast addresses are reachable (the SSRF guard).',
  },
  {
    name: 'CONVERSION_ATTRIBUTION_DAYS',
    default: '30',
    description:
      "A tracked conversion counts for the campaign email whose link the subscriber clicked last within this many days (last-click attribution; campaigns' TotalConversions, TotalRevenue, ConversionStatistics).",
  },
  {
    name: 'SPAMD_URL',
    description:
      'SpamAssassin spamd that Email.SpamTest scores messages with: tcp://host:port (port 783 by default). Unset: Email.SpamTest scores with its built-in rules (no unsubscribe link, image-only body, shouting subject, URL shorteners, …) and names the rules that fired; for SpamAssassin, Debian: `apt-get install spamd`, then `spamd --listen 127.0.0.1:783`.',
  },
  {
    name: 'MEDIA_MAX_BYTES',
    default: '5242880',
    description:
      'campaigns: largest file media.upload stores (5 MiB; error 4 above it). Over NATS the base64 upload and the public download cross the bus: keep it under the NATS max_payload (1 MB by default) or raise that.',
  },
  {
    name: 'MEDIA_S3_BUCKET',
    description:
      'campaigns: S3 bucket (AWS S3 or any S3-compatible store: MinIO, Ceph, R2…) that media library files are stored in. Unset: files are kept on local disk in DATA_DIR/media (one machine, or a shared volume).',
  },
  {
    name: 'MEDIA_S3_ENDPOINT',
    description: 'campaigns: base URL of the S3 API (e.g. http://minio:9000). Unset: https://s3.<MEDIA_S3_REGION>.amazonaws.com.',
  },
  { name: 'MEDIA_S3_REGION', default: 'us-east-1', description: 'campaigns: the region requests to MEDIA_S3_BUCKET are signed for (AWS Signature V4).' },
  { name: 'MEDIA_S3_ACCESS_KEY_ID', description: 'campaigns: access key id of MEDIA_S3_BUCKET (required with it).' },
  { name: 'MEDIA_S3_SECRET_ACCESS_KEY', description: 'campaigns: secret access key of MEDIA_S3_BUCKET (required with it).' },
  {
    name: 'MEDIA_S3_PATH_STYLE',
    default: 'true',
    description:
      'campaigns: address the bucket in the path (<endpoint>/<bucket>/<key>, what MinIO and most S3-compatible stores need); false: as <bucket>.<endpoint host>.',
  },
  { name: 'SERVICES', description: 'Comma-separated services the suite/service process runs (default: all built services).' },
  { name: 'ADMIN_USERNAME', default: 'admin', description: 'First administrator username; credentials follow this on later starts.' },
  { name: 'ADMIN_PASSWORD', description: 'First administrator password. Unset: generated at first start and printed once.' },
  { name: 'ADMIN_API_KEY', description: 'Administrator API key. Unset: generated at first start and printed once.' },
  { name: 'ADMIN_EMAIL', default: 'admin@localhost', description: 'First administrator email address.' },
  {
    name: 'SECRETS_KEYS',
    description:
      'Keys that encrypt stored secrets (2FA secrets): comma-separated kid:base64(32 bytes), the first one active, the others still decrypt. Unset: a key generated once into DATA_DIR/secrets.key (single machine only).',
  },
  { name: 'SESSION_LIFETIME_DAYS', default: '30', description: 'Session lifetime in days.' },
  { name: 'API_RESPONSEFORMAT_CASE_INSENSITIVE', default: 'false', description: 'Accept xml/Xml/json spellings of ResponseFormat.' },
  { name: 'DEMO_MODE', default: 'false', description: 'Demo installation: destructive account operations are refused.' },
  { name: 'AUTH_CACHE_TTL_SECONDS', default: '30', description: 'How long the edge caches a resolved credential (revocations evict at once).' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Proxies in front of the edge whose X-Forwarded-For entries are trusted for the client IP: a hop count (`1` = one ingress), or comma-separated IPs/CIDRs of the proxies. `true` means 1 hop, never every hop; `false` ignores the header.',
  },
  {
    name: 'MAX_BODY_BYTES',
    default: '33554432',
    description: 'Largest request body the edge reads, of any content type (32 MiB); above it, hard failure 100001 while streaming.',
  },
  {
    name: 'MAX_BODY_FIELDS',
    default: '100000',
    description: 'Most form fields or multipart parts one request (body or query string) may carry; above it, hard failure 100001.',
  },
  {
    name: 'MAX_INFLIGHT_BODY_BYTES',
    default: String(128 * 1024 * 1024),
    description:
      'edge: bytes of request bodies (over 64 KiB each) read and parsed at once across all requests; a body waits up to 10 s for room, then answers 100004. Keeps many large uploads from exhausting the heap.',
  },
  {
    name: 'MAX_HEADER_BYTES',
    default: '1048576',
    description: 'Largest request line plus headers (1 MiB, so long GET query strings are served); above it, hard failure 100001.',
  },
  { name: 'HTTP_HEADERS_TIMEOUT_MS', default: '10000', description: 'Time a client has to send the request line and headers.' },
  {
    name: 'HTTP_REQUEST_TIMEOUT_MS',
    default: '120000',
    description:
      'Time a client has to send a whole request, body included (large imports are uploaded as bodies); then hard failure 100001 and the connection closes.',
  },
  {
    name: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    default: '72000',
    description: 'How long an idle keep-alive connection stays open (above common load-balancer idle timeouts).',
  },
  {
    name: 'USER_CACHE_TTL_MS',
    default: '1000',
    description: 'accounts keeps a User.Current reply this long (changes evict it at once on every replica); 0 disables.',
  },
  {
    name: 'IMPORT_BATCH_ROWS',
    default: '5000',
    description:
      'lists: rows per bulk-import batch (at most 50,000, so a chunk job stays well inside its 30 s expiry; larger batches make the import process grow by hundreds of MB between garbage collections).',
  },
  { name: 'IMPORT_CONCURRENCY', default: '2', description: 'lists: import batches committed in parallel per worker.' },
  {
    name: 'BULK_RULES_SYNC_LIMIT',
    default: '10000',
    description:
      'lists: Subscriber.Tag/Untag/Unsubscribe by RulesJSON over more matching subscribers than this run as a background job (the reply carries JobID).',
  },
  { name: 'JOBS_POOL_SIZE', default: '4', description: "Connections of each service's background-job pool (pg-boss), apart from DB_POOL_SIZE." },
  {
    name: 'JOBS_POLLING_INTERVAL_SECONDS',
    default: '2',
    description: 'How often an idle job worker looks for work (min 0.5); a busy worker fetches again at once.',
  },
  {
    name: 'JOBS_SHUTDOWN_TIMEOUT_MS',
    default: '25000',
    description: 'On shutdown, how long running jobs may finish; then they are aborted and retried by another replica.',
  },
  {
    name: 'JOBS_STATEMENT_TIMEOUT_MS',
    default: '1800000',
    description:
      "statement_timeout of the job runtime's own connections (pg-boss): 30 minutes, so no statement runs unbounded; 0 = none. Handler transactions lift the service limit with liftStatementTimeout (@mail/db, DB_BACKGROUND_STATEMENT_TIMEOUT_MS).",
  },
  {
    name: 'EVENT_INBOX_RETENTION_DAYS',
    default: '14',
    description:
      'How long each service remembers the events its consumers applied (its event_inbox, which makes a redelivery a no-op); a daily job deletes older rows. Keep it above the longest time an event can come back: JetStream keeps events 7 days, and a dead letter replayed later than this is applied again by the consumers that had already applied it.',
  },
  {
    name: 'WEBSITE_EVENT_RETENTION_DAYS',
    default: '365',
    description:
      "How long tracking keeps website events: the events table is partitioned by day and an hourly job drops the partitions older than this (Website_Events.Properties keeps the property names seen). Lists' copy of identified events (for segment rules) is cut at the same day by its own hourly job.",
  },
  {
    name: 'EXPORT_FILE_RETENTION_DAYS',
    default: '30',
    description:
      "lists: days a subscriber export's file (subscribers.export.post) is kept; then its parts are removed, the job stays listed and a download answers code 7 (HTTP 410).",
  },
  {
    name: 'SMS_DETAIL_RETENTION_DAYS',
    default: '90',
    description:
      "sms: per-recipient detail (recipients, events, replies, short links) of a campaign is removed this many days after its sending started; counters and the hourly and daily series stay (DetailExpired). A journey's SendSMS campaign (Active for good) loses each message's detail this many days after the message was queued.",
  },
  {
    name: 'SMS_DEFAULT_COUNTRY',
    default: 'US',
    description: 'sms: ISO country of phone numbers written without a country code, unless a campaign names its own DefaultCountry.',
  },
  {
    name: 'OCTETH_BASE_URL',
    description:
      'MCP over stdio (apps/edge/dist/mcp-stdio.js, named as the vendor documents its MCP server): the platform address tool calls go to. Not read by the platform itself.',
  },
  { name: 'OCTETH_API_KEY', description: 'MCP over stdio: the user API key every tool call is made with.' },
  { name: 'OCTETH_READ_ONLY', default: 'false', description: 'MCP over stdio: true refuses every tool that changes data.' },
  {
    name: 'OCTETH_ALLOW_SENDS',
    default: 'false',
    description: 'MCP over stdio: true permits irreversible actions (sends, deletions, enabling or triggering journeys), each after a confirmed second call.',
  },
  { name: 'OCTETH_TIMEOUT_MS', default: '30000', description: 'MCP over stdio: the timeout of each HTTP request to the platform.' },
  {
    name: 'OCTETH_ACCOUNTS',
    description:
      'MCP over stdio: several accounts as JSON `{ "<name>": { "baseUrl", "apiKey", "readOnly"?, "allowSends"? } }`; none is in use until the assistant switches to one. OCTETH_BASE_URL and OCTETH_API_KEY are then ignored.',
  },
  { name: 'CORS_ORIGINS', default: '*', description: 'Origins browsers may call the API from (comma-separated; * for any; empty disables CORS).' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (silent in tests).' },
];

export function env(name: string, fallback?: string): string | undefined {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  return fallback ?? ENV_VARS.find((v) => v.name === name)?.default;
}

export function envInt(name: string, fallback?: number): number {
  const raw = env(name);
  const n = raw === undefined ? NaN : Number.parseInt(raw, 10);
  if (Number.isFinite(n)) return n;
  if (fallback !== undefined) return fallback;
  throw new Error(`${name} must be an integer`);
}

export function envBool(name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env(name) ?? '');
}

/**
 * Base URL of links in mail. PUBLIC_BASE_URL when set (it must be, when distributed: environmentProblems);
 * otherwise one process serves everything, and the suite's own address is HOST:PORT (the suite sets
 * PUBLIC_BASE_URL to its bound address once it listens, for PORT=0).
 */
export function publicBaseUrl(): string {
  return (env('PUBLIC_BASE_URL') ?? localBaseUrl(env('HOST')!, env('PORT')!)).replace(/\/+$/, '');
}

/** The address a process listening on host:port answers on, as a link can name it (a wildcard address is localhost). */
export function localBaseUrl(host: string, port: number | string): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
