import { COMMANDS } from '@mail/contracts';
import { allContractParamNames, e2eEnv, seedUser, type SeededUser } from '@mail/testing';

const { api, adminApiKey } = e2eEnv();

const HOSTILE: Record<string, unknown> = {
  array: ['1', '2'],
  object: { a: { b: 'c' } },
  long: 'x'.repeat(20_000),
  negative: '-1',
  huge: '99999999999999999999999',
  unicode: 'ü💥\u0000\u202e',
  json: '{"not":"what you think"}',
  sql: '1; DROP TABLE lists.subscriber; --',
};

const BUILT = COMMANDS.filter((c) => (c.service === 'accounts' || c.service === 'lists') && c.legacy);
/** Every parameter name the built commands' contracts declare (`@Param`); every one gets each hostile value below. */
const NAMES = allContractParamNames(BUILT);
/** every built command once, a few at a time (hundreds of commands, each request carrying every parameter name) */
const CONCURRENCY = 4;
const EACH_KIND_TIMEOUT_MS = 180_000;

async function eachCommand(check: (command: (typeof BUILT)[number]) => Promise<string | undefined>): Promise<string[]> {
  const crashes: string[] = [];
  for (let i = 0; i < BUILT.length; i += CONCURRENCY)
    for (const crash of await Promise.all(BUILT.slice(i, i + CONCURRENCY).map(check))) if (crash) crashes.push(crash);
  return crashes;
}

describe('hostile input never crashes a built command', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, adminApiKey);
    await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'robustness' });
  });

  it.each(Object.keys(HOSTILE))(
    'every command answers a clean envelope for %s values (JSON)',
    async (kind) => {
      const params: Record<string, unknown> = Object.fromEntries(NAMES.map((name) => [name, HOSTILE[kind]]));
      const crashes = await eachCommand(async (command) => {
        const res = await api.raw('POST', '/api.php', JSON.stringify({ Command: command.name, APIKey: user.apiKey, ...params }), {
          'content-type': 'application/json',
        });
        const clean = res.status < 500 && res.body && (typeof res.body.Success === 'boolean' || Array.isArray(res.body.Errors));
        return clean ? undefined : `${command.name}: HTTP ${res.status} ${res.text.slice(0, 160)}`;
      });
      expect(crashes).toEqual([]);
    },
    EACH_KIND_TIMEOUT_MS,
  );

  it.each(['array', 'object', 'long', 'unicode'])(
    'every command answers a clean envelope for %s values sent as form fields, in XML',
    async (kind) => {
      const params: Record<string, unknown> = Object.fromEntries(NAMES.map((name) => [name, HOSTILE[kind]]));
      const crashes = await eachCommand(async (command) => {
        const res = await api.legacy(command.name, { APIKey: user.apiKey, ...params }, { format: 'XML' });
        const answered =
          res.status < 500 && res.isXml && res.body && (res.body.Success === 'true' || res.body.Success === 'false' || res.body.Errors !== undefined);
        // over NATS a request above max_payload is refused as 100001, which is always JSON
        const tooLargeForBus = res.status === 400 && !res.isXml && res.body?.ErrorCode === 100001;
        return answered || tooLargeForBus ? undefined : `${command.name}: HTTP ${res.status} ${res.text.slice(0, 160)}`;
      });
      expect(crashes).toEqual([]);
    },
    EACH_KIND_TIMEOUT_MS,
  );

  it('the service still reads and writes afterwards (hostile values reached no schema)', async () => {
    const fresh = await seedUser(api, adminApiKey);
    const created = await api.legacy('List.Create', { APIKey: fresh.apiKey, SubscriberListName: 'after the storm' });
    expect(created.body.Success).toBe(true);
    const read = await api.legacy('List.Get', { APIKey: fresh.apiKey, ListID: created.body.ListID });
    expect(read.body.List.ListName).toBe('after the storm');
  });
});
