import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';

import type { MailboxStore } from '../mailbox/mailbox.store';
import { inboxPage, messagePage } from './inbox-pages';

type Reply = { status: number; type: string; body: string | Buffer; headers?: Record<string, string> };

const json = (value: unknown, status = 200): Reply => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(value) });
const notFound = (): Reply => ({ status: 404, type: 'text/plain; charset=utf-8', body: 'not found' });

/**
 * The dev mailbox's web inbox (plain node:http, GET only):
 *   /                      the list           /messages/<id>       one message    /messages/<id>.eml  raw
 *   /messages/<id>/html    its HTML body (served under a CSP sandbox: no script, no same-origin)
 *   /api/messages?to=&limit=   summaries, newest first          /api/messages/<id>   one message, parsed
 */
export function createInboxServer(store: MailboxStore): Server {
  return createServer((req, res) => {
    route(store, req).then(
      (reply) => send(res, reply),
      () => send(res, { status: 500, type: 'text/plain; charset=utf-8', body: 'inbox error' }),
    );
  });
}

async function route(store: MailboxStore, req: IncomingMessage): Promise<Reply> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return { status: 405, type: 'text/plain; charset=utf-8', body: 'GET only', headers: { allow: 'GET, HEAD' } };
  const url = new URL(req.url ?? '/', 'http://inbox');
  const path = url.pathname;
  if (path === '/') return { status: 200, type: 'text/html; charset=utf-8', body: inboxPage(await store.list({ limit: 200 }), store.dir) };
  if (path === '/api/messages') {
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 100, 1), 1000);
    return json(await store.list({ to: url.searchParams.get('to') ?? undefined, limit }));
  }
  const api = /^\/api\/messages\/([^/]+)$/.exec(path);
  if (api) {
    const mail = await store.get(api[1]);
    return mail ? json(mail) : json({ error: 'not found' }, 404);
  }
  const raw = /^\/messages\/([^/]+)\.eml$/.exec(path);
  if (raw) {
    const body = await store.raw(raw[1]);
    return body ? { status: 200, type: 'message/rfc822', body } : notFound();
  }
  const view = /^\/messages\/([^/.]+)(\/html)?$/.exec(path);
  const mail = view ? await store.get(view[1]) : undefined;
  if (!view || !mail) return notFound();
  if (!view[2]) return { status: 200, type: 'text/html; charset=utf-8', body: messagePage(mail) };
  return {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: mail.html ?? '',
    headers: { 'content-security-policy': "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'" },
  };
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { 'content-type': reply.type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...reply.headers });
  res.end(reply.body);
}
