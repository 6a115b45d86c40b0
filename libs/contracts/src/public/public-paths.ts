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
  unavailable(req: Pick<PublicRequest, 'method' | 'params'>): PublicResponse;
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
    // provider bounce and complaint notifications (docs/services/campaigns.md); 503 makes providers retry
    path: '/webhooks/bounces',
    methods: ['POST'],
    subject: Queries.CampaignsBounceWebhook.subject,
    service: 'campaigns',
    headers: ['x-webhook-timestamp', 'x-webhook-signature'],
    unavailable: () => jsonResponse(503, { error: 'temporarily unavailable' }),
  },
];
