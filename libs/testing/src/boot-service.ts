import 'reflect-metadata';

import { type DynamicModule, Global, type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { BUS, BusServerStrategy, InProcessBus, type InProcessBusOptions } from '@mail/bus';
import { type AuthContext, type BusReply, type DomainEvent, type EventDefinition, type RequestMeta, type ServiceName, commandsOf } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** a reply body as tests read it: any field, no cast */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReplyBody = Record<string, any>;

export interface BootServiceOptions {
  /** the service whose commands `call` sends (its module's kit has the same name) */
  service: string;
  /** the in-process bus's retry delays and deliveries */
  bus?: InProcessBusOptions;
  /** other services' modules booted beside it on the same bus (a test that crosses services: campaigns with lists) */
  with?: (Type | DynamicModule)[];
}

/** An in-process bus that keeps every event handed to it, in order. */
class RecordingBus extends InProcessBus {
  readonly published: DomainEvent[] = [];

  override publish(event: DomainEvent): Promise<void> {
    this.published.push(event);
    return super.publish(event);
  }
}

/** Commands and queries are `<service>.…`: each module's handlers serve in their own service's queue group. */
const queueGroupOf = (subject: string): string => subject.split('.')[0];

/** The edge lower-cases every parameter name, nested ones too. */
function lowerCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerCaseKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerCaseKeys(v)]));
  return value;
}

/**
 * One service module booted for a service-integration test: on an in-process bus (its handlers served with
 * the service's queue group) against DATABASE_URL (the e2e global setup's scratch database, or one of the test's own).
 */
export class ServiceHarness {
  private constructor(
    private readonly app: INestMicroservice,
    readonly service: string,
    private readonly recorder: RecordingBus,
  ) {}

  static async boot(serviceModule: Type | DynamicModule, options: BootServiceOptions): Promise<ServiceHarness> {
    if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set (run through `npm test`, whose e2e setup provides it)');
    const bus = new RecordingBus(options.bus);
    @Global()
    @Module({ providers: [{ provide: BUS, useValue: bus }], exports: [BUS] })
    class HarnessBusModule {}
    @Module({ imports: [HarnessBusModule, serviceModule, ...(options.with ?? [])] })
    class HarnessModule {}
    const strategy = new BusServerStrategy(bus, queueGroupOf);
    const app = await NestFactory.createMicroservice(HarnessModule, { strategy, logger: false });
    strategy.serveDirectly(app);
    await app.listen();
    return new ServiceHarness(app, options.service, bus);
  }

  get bus(): InProcessBus {
    return this.recorder;
  }

  /** the service's raw SQL access (its data source is `db.dataSource`) */
  get db(): ServiceDb {
    return this.get(ServiceDb);
  }

  /** every event published on the bus so far (the module's outbox relay, and whatever the test published) */
  get events(): readonly DomainEvent[] {
    return this.recorder.published;
  }

  /** the payloads of one event published so far, oldest first */
  published<P extends object>(event: EventDefinition<P>): P[] {
    return this.recorder.published.filter((e) => e.subject === event.subject).map((e) => e.payload as P);
  }

  /** a provider of the running module */
  get<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T {
    return this.app.get<T>(token);
  }

  /**
   * Sends a command as the edge would: parameter names lower-cased, the caller's AuthContext (a number is the
   * user with that id, through an API key with every permission; null or none is anonymous).
   */
  async call(
    command: string,
    params: Record<string, unknown>,
    auth: AuthContext | number | null = null,
    meta: Partial<RequestMeta> = {},
    /** another booted service's command (`with`) */
    service = this.service,
  ): Promise<BusReply<ReplyBody>> {
    const spec = commandsOf(service as ServiceName).find((c) => c.name.toLowerCase() === command.toLowerCase());
    if (!spec) throw new Error(`${service} has no command ${command}`);
    const caller: AuthContext | null = typeof auth === 'number' ? { kind: 'user', userId: auth, via: 'apikey', permissions: '*' } : auth;
    return this.bus.request(spec.subject, {
      command: spec.name,
      params: lowerCaseKeys(params),
      auth: caller,
      requestId: 'test',
      meta: { ip: '10.0.0.1', ...meta },
    });
  }

  /** Closes the module (its shutdown order included), then the bus. */
  async stop(): Promise<void> {
    await this.app.close();
    await this.recorder.close();
  }
}

export function bootService(serviceModule: Type | DynamicModule, options: BootServiceOptions): Promise<ServiceHarness> {
  return ServiceHarness.boot(serviceModule, options);
}
