import 'reflect-metadata';

import { type AuthContext, type BusReply, type BusRequest, code, CommandError, defineCommand, IsPresent, reply } from '@mail/contracts';

import type { Caller } from './caller';
import { Handles } from './handles.decorator';

class ExampleRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  subscriberlistid?: string;
  other?: string;
}
interface ExampleReply {
  Listed: number;
}

const Example = defineCommand({
  name: 'Example.Run',
  service: 'lists',
  auth: 'user',
  summary: 'x',
  request: ExampleRequest,
  returns: reply<ExampleReply>(),
  errorStyle: 'array',
  errors: { 1: 'missing list', 4: { meaning: 'list not found', httpStatus: 404 } },
});

class ExampleHandler {
  error?: Error;
  seen?: { input: ExampleRequest; caller: Caller };

  @Handles(Example)
  handle(input: ExampleRequest, caller: Caller): Promise<ExampleReply> {
    this.seen = { input, caller };
    if (this.error) return Promise.reject(this.error);
    return Promise.resolve({ Listed: Number(input.subscriberlistid) });
  }
}

const USER: AuthContext = { kind: 'user', userId: 7, via: 'apikey', permissions: '*' };
/** what the decorated method is at run time: the bus's raw handler */
const run = (handler: ExampleHandler, params: Record<string, unknown>, auth: AuthContext | null = USER) =>
  (handler.handle as unknown as (req: BusRequest) => Promise<BusReply>).call(handler, {
    command: Example.name,
    params,
    auth,
    requestId: 'r1',
    meta: { ip: '10.1.2.3' },
  });

describe('@Handles', () => {
  it("answers the DTO's first failing rule on receipt, in the contract's style, before the method runs", async () => {
    const handler = new ExampleHandler();
    expect(await run(handler, { SubscriberListID: ' ' })).toEqual({
      ok: false,
      failure: expect.objectContaining({ style: 'array', errors: [expect.objectContaining({ code: 1 })] }),
    });
    expect(handler.seen).toBeUndefined();
  });

  it('hands the method the validated input (lower-cased names, a DTO instance) and the resolved caller', async () => {
    const handler = new ExampleHandler();
    expect(await run(handler, { SubscriberListID: '3', Other: 'x' })).toEqual({ ok: true, body: { Listed: 3 } });
    expect(handler.seen!.input).toBeInstanceOf(ExampleRequest);
    expect({ ...handler.seen!.input }).toEqual({ subscriberlistid: '3', other: 'x' });
    expect({ userId: handler.seen!.caller.userId, ip: handler.seen!.caller.request.ip, id: handler.seen!.caller.request.id }).toEqual({
      userId: 7,
      ip: '10.1.2.3',
      id: 'r1',
    });
  });

  it("gives a thrown CommandError the contract's style and the HTTP status its error entry names, unless the thrower chose them", async () => {
    const handler = new ExampleHandler();
    handler.error = new CommandError(4, 'List not found');
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.objectContaining({ style: 'array', httpStatus: 404 }) });
    handler.error = new CommandError(4, 'List not found', { style: 'scalar', httpStatus: 410 });
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.objectContaining({ style: 'scalar', httpStatus: 410 }) });
    handler.error = new CommandError(1, 'Missing');
    expect(await run(handler, { subscriberlistid: '3' })).toEqual({ ok: false, failure: expect.not.objectContaining({ httpStatus: expect.anything() }) });
  });

  it('answers 99998 (scalar) when the method asks for the user of a call that has none', async () => {
    class NeedsUser {
      @Handles(Example)
      handle(_input: ExampleRequest, caller: Caller): Promise<ExampleReply> {
        return Promise.resolve({ Listed: caller.userId });
      }
    }
    const reply = await (new NeedsUser().handle as unknown as (req: BusRequest) => Promise<BusReply>)({
      command: Example.name,
      params: { subscriberlistid: '1' },
      auth: { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' },
      requestId: 'r',
      meta: { ip: '' },
    });
    expect(reply).toEqual({ ok: false, failure: expect.objectContaining({ style: 'scalar', errors: [expect.objectContaining({ code: 99998 })] }) });
  });

  it('holds the method to the contract’s input and reply types', () => {
    class Wrong {
      // @ts-expect-error the reply type differs from the contract's
      @Handles(Example) handle(input: ExampleRequest): Promise<{ Listed: string }> {
        return Promise.resolve({ Listed: String(input.subscriberlistid) });
      }
    }
    expect(Wrong).toBeDefined();
  });
});
