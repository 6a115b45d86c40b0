import { Injectable } from '@nestjs/common';

import { CommandError, jsonResponse, type PublicRequest, type PublicResponse } from '@mail/contracts';
import { logger } from '@mail/config';

import { EventTracker } from '../website-events/event-track/event-tracker';
import { readTrackInput } from '../website-events/event-track/track-input';
import { ListAccess } from '../lists-access/list-access';
import { trackerScript } from './tracker-script';

const log = logger('tracking.browser');

/**
 * `/tracker/<EventListTrackerID>/t.js` (the script) and `/tracker/<EventListTrackerID>/event` (its events). The
 * tracker id stands for the list and its owner, so a page never carries an API key; an event is then tracked
 * exactly as event.track would track it.
 */
@Injectable()
export class BrowserTrackerService {
  constructor(
    private readonly lists: ListAccess,
    private readonly tracker: EventTracker,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const list = await this.lists.byTracker(req.params.tracker ?? '');
    if (req.params.file === 't.js' && req.method !== 'POST') {
      if (!list) return { status: 404, contentType: 'text/javascript; charset=utf-8', body: '/* unknown tracker */' };
      return {
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        body: trackerScript(req.params.tracker),
        headers: { 'cache-control': 'public, max-age=300' },
      };
    }
    if (req.params.file !== 'event' || req.method !== 'POST') return jsonResponse(404, { status: 'error', error: 'not found' });
    if (!list) return jsonResponse(404, { status: 'error', error: 'unknown tracker' });
    const body = parse(req.body);
    if (!body) return jsonResponse(400, { status: 'error', error: 'the body must be a JSON object' });
    try {
      const input = readTrackInput({ ...lowerKeys(body), listid: list.list_id });
      return jsonResponse(200, await this.tracker.track(list.user_id, input, { ip: req.ip, lib: 'web' }));
    } catch (error) {
      if (error instanceof CommandError) return jsonResponse(422, { status: 'error', code: error.failure.errors[0].code, error: error.message });
      log.warn({ err: error, requestId: req.requestId }, 'browser event not recorded');
      return jsonResponse(503, { status: 'error', error: 'temporarily unavailable' });
    }
  }
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function lowerKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), v]));
}
