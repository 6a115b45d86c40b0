import { Injectable } from '@nestjs/common';

import { jsonResponse, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { EventStore } from '../provider-events/event-store';
import { hookUrl } from '../provider/hook-urls';
import { ProviderRepository } from '../provider/provider.repository';
import { ProviderSecrets } from '../provider/provider-secrets';
import { ReplyRecorder } from '../replies/reply-recorder';
import { eventsSignatureValid } from './events-signature';
import { type EventsHook, EventsHookKeys } from './events-hook-keys';
import { parseGenericBatch } from './generic-events';
import { twilioInbound, twilioReceipt } from './twilio-callbacks';
import { twilioSignatureValid } from './twilio-signature';

const EMPTY_TWIML = { status: 200, contentType: 'text/xml; charset=utf-8', body: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' };

/**
 * `POST /sms/hooks/<key>/<kind>`: Twilio status callbacks ('status') and inbound messages ('inbound'), signed
 * with the user's auth token, and the generic JSON batch ('events'), signed with the events secret. Each
 * becomes events in the store before the answer; a bad signature answers 403 and stores nothing.
 */
@Injectable()
export class ProviderHookService {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly secrets: ProviderSecrets,
    private readonly store: EventStore,
    private readonly replies: ReplyRecorder,
    private readonly eventsHooks: EventsHookKeys,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const kind = req.params.kind;
    if (kind === 'events') {
      const hook = await this.eventsHooks.of(req.params.key ?? '');
      return hook ? this.generic(hook, req) : jsonResponse(404, { error: 'not found' });
    }
    if (kind !== 'status' && kind !== 'inbound') return jsonResponse(404, { error: 'not found' });
    const provider = await this.providers.byHookKey(req.params.key ?? '');
    if (!provider) return jsonResponse(404, { error: 'not found' });
    if (provider.kind !== 'twilio') return jsonResponse(404, { error: 'no Twilio provider is configured for this key' });
    const form = Object.fromEntries(new URLSearchParams(req.body));
    const token = this.secrets.authToken.open(provider.authTokenSealed);
    if (!twilioSignatureValid(token, hookUrl(provider.hookKey, kind), form, req.headers['x-twilio-signature'] ?? ''))
      return jsonResponse(403, { error: 'invalid X-Twilio-Signature' });
    const now = new Date();
    if (kind === 'status') {
      const receipt = twilioReceipt(form, now);
      if (receipt) await this.store.record([{ ...receipt, userId: provider.userId }]);
      return { ...EMPTY_TWIML, status: 204, body: '' };
    }
    const reply = twilioInbound(form, now);
    if (reply) await this.replies.record(provider.userId, reply);
    return EMPTY_TWIML;
  }

  private async generic(provider: EventsHook, req: PublicRequest): Promise<PublicResponse> {
    if (!eventsSignatureValid(provider.eventsSecret, req.body, req.headers['x-sms-signature'] ?? ''))
      return jsonResponse(403, { error: 'invalid X-SMS-Signature' });
    let value: unknown;
    try {
      value = JSON.parse(req.body);
    } catch {
      return jsonResponse(400, { error: 'the body is not JSON' });
    }
    const batch = parseGenericBatch(value, new Date());
    if (!batch) return jsonResponse(400, { error: 'expected { "Events": [ … ] } or one event object' });
    await this.store.record(batch.receipts.map((r) => ({ ...r, userId: provider.userId })));
    let unmatched = 0;
    for (const reply of batch.replies) if (!(await this.replies.record(provider.userId, reply))) unmatched++;
    return jsonResponse(200, { Accepted: batch.receipts.length + batch.replies.length - unmatched, Rejected: batch.rejected });
  }
}
