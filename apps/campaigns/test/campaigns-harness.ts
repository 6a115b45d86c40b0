import type { DataSource } from 'typeorm';

import type { InProcessBus } from '@mail/bus';
import { Queries, type PublicRequest, type PublicResponse, type BusReply } from '@mail/contracts';
import { ListsModule } from '@mail/lists';
import { bootService, type ServiceHarness } from '@mail/testing';

import { CampaignsModule } from '../src';

/**
 * CampaignsModule with ListsModule on one in-process bus and a real database (bootService), as the suite runs
 * them, so tracking can unsubscribe through lists and lists can turn the campaign events into activity.
 */
export class CampaignsHarness {
  private harness?: ServiceHarness;

  private get h(): ServiceHarness {
    if (!this.harness) throw new Error('harness not started');
    return this.harness;
  }

  get bus(): InProcessBus {
    return this.h.bus;
  }

  get<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T {
    return this.h.get(token);
  }

  get db(): DataSource {
    return this.h.db.dataSource;
  }

  async start(): Promise<void> {
    this.harness = await bootService(CampaignsModule, { service: 'campaigns', with: [ListsModule], bus: { retryDelayMs: () => 5, maxDeliveries: 5 } });
  }

  async stop(): Promise<void> {
    await this.harness?.stop();
  }

  /** a lists command as the edge sends it (lower-cased parameter names), for `userId` */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async lists(command: string, params: Record<string, unknown>, userId: number): Promise<Record<string, any>> {
    const reply = await this.h.call(command, params, userId, {}, 'lists');
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  }

  /** a public tracking request as the edge forwards it */
  async track(kind: string, token: string, options: Partial<PublicRequest> = {}): Promise<PublicResponse> {
    return this.publicPath(Queries.CampaignsTrack.subject, { params: { kind, token }, ...options });
  }

  async publicPath(subject: string, options: Partial<PublicRequest>): Promise<PublicResponse> {
    const request: PublicRequest = {
      method: 'GET',
      params: {},
      query: {},
      body: '',
      contentType: '',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      headers: {},
      requestId: 'test',
      ...options,
    };
    const reply = await this.bus.request<BusReply<PublicResponse>>(subject, request);
    if (!reply.ok) throw new Error(`${subject} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  }
}
