import 'reflect-metadata';

import { Global, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DataSource } from 'typeorm';

import { BUS, BusServerStrategy, InProcessBus } from '@mail/bus';
import { type BusReply, commandsOf, InternalSubjects, type PublicRequest, type PublicResponse } from '@mail/contracts';
import { ListsModule } from '@mail/lists';
import { dataSourceToken } from '@mail/db';

import { CampaignsModule } from '../src';

/**
 * Boots CampaignsModule with ListsModule on one in-process bus and a real database, as the suite does, so
 * tracking can unsubscribe through lists and lists can turn the campaign events into activity.
 */
export class CampaignsHarness {
  private app?: INestMicroservice;
  readonly bus = new InProcessBus({ retryDelayMs: () => 5, maxDeliveries: 5 });

  get<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T {
    if (!this.app) throw new Error('harness not started');
    return this.app.get(token as never);
  }

  get db(): DataSource {
    return this.get<DataSource>(dataSourceToken('campaigns'));
  }

  async start(): Promise<void> {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set (the e2e global setup provides it)');
    const bus = this.bus;
    @Global()
    @Module({ providers: [{ provide: BUS, useValue: bus }], exports: [BUS] })
    class TestBusModule {}
    @Module({ imports: [TestBusModule, ListsModule, CampaignsModule] })
    class HostModule {}
    this.app = await NestFactory.createMicroservice(HostModule, { strategy: new BusServerStrategy(bus, (subject) => subject.split('.')[0]), logger: false });
    await this.app.listen();
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  /** a lists command as the edge sends it (lower-cased parameter names), for `userId` */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async lists(command: string, params: Record<string, unknown>, userId: number): Promise<Record<string, any>> {
    const spec = commandsOf('lists').find((c) => c.name.toLowerCase() === command.toLowerCase());
    if (!spec) throw new Error(`unknown command ${command}`);
    const reply = await this.bus.request<BusReply<Record<string, unknown>>>(spec.subject, {
      command: spec.name,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toLowerCase(), v])),
      auth: { kind: 'user', userId, via: 'apikey', permissions: '*' },
      requestId: 'test',
      meta: { ip: '10.0.0.1' },
    });
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  }

  /** a public tracking request as the edge forwards it */
  async track(kind: string, token: string, options: Partial<PublicRequest> = {}): Promise<PublicResponse> {
    return this.publicPath(InternalSubjects.CampaignsTrack, { params: { kind, token }, ...options });
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
