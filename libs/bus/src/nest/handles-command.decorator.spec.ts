import 'reflect-metadata';

import { IsInt, Min } from 'class-validator';

import { type BusReply, type BusRequest, code, CommandError, defineCommand, defineQuery, IsPresent, reply } from '@mail/contracts';

import { InProcessBus } from '../in-process.bus';
import { QueryFailedError } from '../query';
import { HandlesCommand, HandlesQuery } from './handles-command.decorator';

class ExampleRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  subscriberlistid?: string;
}

const Example = defineCommand({ name: 'Example.Run', service: 'lists', auth: 'user', summary: 'x', request: ExampleRequest, errorStyle: 'array' });

class ExampleHandler {
  error?: Error;
  seen?: Record<string, unknown>;

  @HandlesCommand(Example)
  handle(req: BusRequest): unknown {
    this.seen = req.params;
    if (this.error) throw this.error;
    return { ok: 1 };
  }
}

const run = (handler: ExampleHandler, params: Record<string, unknown>) =>
  handler.handle({ params, auth: { kind: 'user', userId: 1 } } as unknown as BusRequest) as Promise<BusReply>;

describe('@HandlesCommand', () => {
  it("answers the DTO's first failing rule on receipt, in the contract's style, before the service runs", async () => {
    const handler = new ExampleHandler();
    const reply = await run(handler, { SubscriberListID: ' ' });
    expect(reply).toEqual({ ok: false, failure: expect.objectContaining({ style: 'array', errors: [expect.objectContaining({ code: 1 })] }) });
    expect(handler.seen).toBeUndefined();
  });

  it("gives a service's CommandError the contract's style unless the thrower chose one", async () => {
    const handler = new ExampleHandler();
    handler.error = new CommandError(4, 'Invalid list');
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.objectContaining({ style: 'array' }) });
    handler.error = new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.objectContaining({ style: 'scalar' }) });
  });

  it('hands the service lower-cased params', async () => {
    const handler = new ExampleHandler();
    expect(await run(handler, { SubscriberListID: '3', Other: 'x' })).toEqual({ ok: true, body: { ok: 1 } });
    expect({ ...handler.seen }).toEqual({ subscriberlistid: '3', other: 'x' });
  });
});

class Ping {
  @IsInt() @Min(1) userId!: number;
}
const PingQuery = defineQuery('lists.q.ping', Ping, reply<{ pong: number }>());

class PingHandler {
  calls = 0;

  @HandlesQuery(PingQuery)
  ping(request: Ping): { pong: number } {
    this.calls++;
    return { pong: request.userId };
  }
}

/** what the decorated method is at run time: the bus's raw handler */
const served = (handler: PingHandler) => (request: unknown) => (handler.ping as unknown as (r: unknown) => Promise<BusReply>).call(handler, request);

describe('@HandlesQuery', () => {
  it("answers with the handler's reply when the request matches the query's class", async () => {
    const handler = new PingHandler();
    await expect(served(handler)({ userId: 7 })).resolves.toEqual({ ok: true, body: { pong: 7 } });
  });

  it.each([[{ userId: 'x' }], [{}], [null], ['text']])(
    'answers an invalid request %j with an internal error naming the query, without running the handler',
    async (request) => {
      const handler = new PingHandler();
      const reply = await served(handler)(request);
      expect(reply).toEqual({ ok: false, hard: 100005, message: expect.stringContaining('Invalid request for lists.q.ping: ') });
      expect(handler.calls).toBe(0);
    },
  );

  it('is served and sent typed over the bus', async () => {
    const bus = new InProcessBus();
    const handler = new PingHandler();
    await bus.handle(PingQuery.subject, 'lists', served(handler));
    const answer: { pong: number } = await bus.query(PingQuery, { userId: 3 });
    expect(answer).toEqual({ pong: 3 });
    const failed = await bus.query(PingQuery, { userId: 0 }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(QueryFailedError);
    expect(failed).toMatchObject({ subject: 'lists.q.ping', hard: 100005, message: expect.stringContaining('userId must not be less than 1') });
  });

  it('holds the method to the query’s request and reply types', () => {
    class Wrong {
      // @ts-expect-error the reply type differs from the query's
      @HandlesQuery(PingQuery) ping(request: Ping): { pong: string } {
        return { pong: String(request.userId) };
      }
    }
    expect(Wrong).toBeDefined();
  });
});
