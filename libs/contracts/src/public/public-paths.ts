import type { RateLimit } from '../define-command';
import { Queries } from '../queries/queries';
import { htmlPage, jsonResponse, paragraph, type PublicRequest, type PublicResponse, transparentGif } from './public-response';

/**
 * A public path the edge serves by forwarding it to a service (see PublicRequest). `unavailable` is what the
 * edge answers when that service does not (down, timed out, failed): the edge knows no path's meaning.
 */
export interface PublicPath {
  /** Fastify route pattern */
  path: string;
  methods: ('GET' | 'POST')[];
  subject: string;
  service: string;
  /** request headers the service needs (lower-case names) */
  headers?: string[];
  /** also serve every path below `path` (`<path>/*`; the rest arrives as the `*` param) */
  subPaths?: boolean;
  /**
   * multipart/form-data bodies reach the service as the `application/x-www-form-urlencoded` form of their fields
   * (read by the edge; a file part's content as text) instead of as raw text
   */
  multipartAsForm?: boolean;
  /** browsers call it from other sites: CORS headers for the edge's allowed origins (CORS_ORIGINS), preflights answered */
  cors?: boolean;
  /**
   * a limit per value of one path parameter (`by`), counted by the edge's shared limiter before forwarding; `canonical`
   * gives the value as the service reads it, so spellings of one id (case variants) share one limit
   */
  rateLimit?: RateLimit & { by: string; canonical?(value: string): string };
  /** the spec operation this path serves, when it is one (spec-operations.ts) */
  operation?: string;
  unavailable(req: Pick<PublicRequest, 'method' | 'params'>): PublicResponse;
  /** the answer when `rateLimit` is exceeded */
  limited?(retryAfterSeconds: number): PublicResponse;
}

function tryAgainLater(): PublicResponse {
  return htmlPage(503, 'Temporarily unavailable', paragraph('This link cannot be followed right now. Please try again in a few minutes.'), {
    'retry-after': '60',
  });
}

export const PUBLIC_PATHS: readonly PublicPath[] = [
  {
    // o: open pixel, c: click, u: unsubscribe (GET shows the page, POST unsubscribes, RFC 8058), v: web view
    path: '/t/:kind/:token',
    methods: ['GET', 'POST'],
    subject: Queries.CampaignsTrack.subject,
    service: 'campaigns',
    // a pixel always answers an image, or mail clients show a broken picture; nothing else may pretend to work
    unavailable: (req) => (req.params.kind === 'o' && req.method !== 'POST' ? transparentGif() : tryAgainLater()),
  },
  {
    // a media library file (media.upload): the token is the unguessable part, the name only makes the URL readable
    path: '/media/:user/:token/:name',
    methods: ['GET'],
    subject: Queries.CampaignsMediaFile.subject,
    service: 'campaigns',
    unavailable: () => tryAgainLater(),
  },
  {
    // gateway messages (TrackOpens / TrackLinks, List-Unsubscribe): o open pixel, c click, u unsubscribe (POST: RFC 8058)
    path: '/g/:kind/:token',
    methods: ['GET', 'POST'],
    subject: Queries.GatewayTrack.subject,
    service: 'gateway',
    unavailable: (req) => (req.params.kind === 'o' && req.method !== 'POST' ? transparentGif() : tryAgainLater()),
  },
  {
    // a campaign tag's public archive (campaigns.archive.geturl): the list at /archive/<token>, each campaign's web
    // version at /archive/<token>/<CampaignID>
    path: '/archive/:token',
    subPaths: true,
    methods: ['GET'],
    subject: Queries.CampaignsArchive.subject,
    service: 'campaigns',
    unavailable: () => tryAgainLater(),
  },
  {
    // a part of a finished campaign export (campaigns.export.get): the token is signed and carries its expiry
    path: '/campaigns/exports/:token',
    methods: ['GET'],
    subject: Queries.CampaignsExportDownload.subject,
    service: 'campaigns',
    unavailable: () => tryAgainLater(),
  },
  {
    // provider bounce and complaint notifications (docs/services/campaigns.md); 503 makes providers retry
    path: '/webhooks/bounces',
    methods: ['POST'],
    subject: Queries.CampaignsBounceWebhook.subject,
    service: 'campaigns',
    headers: ['x-webhook-timestamp', 'x-webhook-signature'],
    unavailable: () => jsonResponse(503, { error: 'temporarily unavailable' }),
  },
  {
    // inbound user webhooks (docs/services/tracking.md): GET query, POST form, multipart or JSON; the hashed id is the credential
    path: '/system/webhook/:id',
    subPaths: true,
    multipartAsForm: true,
    methods: ['GET', 'POST'],
    subject: Queries.TrackingUserWebhookInbound.subject,
    service: 'tracking',
    operation: 'user.webhook.inbound',
    // tracking looks the id up lower-cased
    rateLimit: { requests: 100, windowSeconds: 60, by: 'id', canonical: (id) => id.toLowerCase() },
    unavailable: () => jsonResponse(503, { Success: false, Error: 'temporarily unavailable' }),
    limited: (retryAfter) =>
      jsonResponse(429, { Success: false, Error: `Too many requests. Please wait ${retryAfter} seconds.` }, { 'retry-after': String(retryAfter) }),
  },
  {
    // the browser tracker: GET <tracker>/t.js (the script), POST <tracker>/event (its events)
    path: '/tracker/:tracker/:file',
    methods: ['GET', 'POST'],
    subject: Queries.TrackingBrowser.subject,
    service: 'tracking',
    cors: true,
    rateLimit: { requests: 5000, windowSeconds: 60, by: 'tracker' },
    unavailable: (req) =>
      req.method === 'GET'
        ? { status: 503, contentType: 'text/javascript; charset=utf-8', body: '/* tracker unavailable */', headers: { 'retry-after': '60' } }
        : jsonResponse(503, { status: 'unavailable' }),
    limited: (retryAfter) => jsonResponse(429, { status: 'rate-limited', retry_after: retryAfter }, { 'retry-after': String(retryAfter) }),
  },
  {
    // SMS provider callbacks (docs/services/sms.md): kind 'status' and 'inbound' (Twilio form, X-Twilio-Signature)
    // and 'events' (generic JSON batch, X-SMS-Signature); the provider key names the user's provider. 503: providers retry
    path: '/sms/hooks/:key/:kind',
    methods: ['POST'],
    subject: Queries.SmsProviderHook.subject,
    service: 'sms',
    headers: ['x-twilio-signature', 'x-sms-signature'],
    unavailable: () => jsonResponse(503, { error: 'temporarily unavailable' }),
  },
  {
    // an SMS short link: 302 to its URL (the click recorded), 410 once expired
    path: '/s/:token',
    methods: ['GET'],
    subject: Queries.SmsShortLink.subject,
    service: 'sms',
    unavailable: () => tryAgainLater(),
  },
  {
    // a list's unsubscription form (listintegration.generateunsubscriptionformhtmlcode): the signed token names the list;
    // GET shows the form, POST (FormValue_EmailAddress) unsubscribes the address from the list
    path: '/lists/unsubscribe/:token',
    methods: ['GET', 'POST'],
    multipartAsForm: true,
    subject: Queries.ListsUnsubscribeForm.subject,
    service: 'lists',
    unavailable: () => tryAgainLater(),
  },
  {
    // a part of a finished EmailGateway.ExportEvents CSV: the token is signed and carries its expiry
    path: '/gateway/exports/:token',
    methods: ['GET'],
    subject: Queries.GatewayEventExportDownload.subject,
    service: 'gateway',
    unavailable: () => tryAgainLater(),
  },
  {
    // a part of a finished SMS CSV export (docs/services/sms.md): the token is signed and carries its expiry
    path: '/sms/exports/:token',
    methods: ['GET'],
    subject: Queries.SmsExportDownload.subject,
    service: 'sms',
    unavailable: () => tryAgainLater(),
  },
];
