import { PUBLIC_PATHS } from './public/public-paths';
import { COMMANDS, findLegacyCommand, findV1Command } from './registry';
import { SPEC_OPERATIONS } from './spec-operations';

describe('command registry', () => {
  it('has unique names, aliases, v1 routes and subjects', () => {
    const names = new Set<string>();
    const routes = new Set<string>();
    const subjects = new Set<string>();
    for (const c of COMMANDS) {
      for (const n of new Set([c.name, ...c.aliases].map((x) => x.toLowerCase()))) {
        expect(names.has(n) ? `duplicate name ${n}` : n).toBe(n);
        names.add(n);
      }
      for (const m of c.v1?.methods ?? []) {
        const key = `${m} ${c.v1!.path.toLowerCase()}`;
        expect(routes.has(key) ? `duplicate route ${key}` : key).toBe(key);
        routes.add(key);
      }
      expect(subjects.has(c.subject)).toBe(false);
      subjects.add(c.subject);
    }
  });

  it('marks exactly the user-scope commands of user administration (accounts) as userAdministration', () => {
    const marked = COMMANDS.filter((c) => c.userAdministration).map((c) => c.name);
    const expected = COMMANDS.filter((c) => c.service === 'accounts' && c.auth === 'user').map((c) => c.name);
    expect(marked.sort()).toEqual(expected.sort());
    expect(marked).toContain('User.Update');
  });

  it('lets administrators act for a named user only on the user-scope commands whose contract says so', () => {
    const acting = COMMANDS.filter((c) => c.adminActsForUser);
    expect(acting.map((c) => c.name)).toEqual(['Campaign.Approve']);
    for (const c of acting) {
      expect([c.auth, c.userAdministration ?? false]).toEqual(['user', false]);
      expect(c.adminActsForUser?.userParam).toMatch(/^[a-z]+$/);
    }
  });

  it('covers every operation of the spec with the same service and auth', () => {
    for (const [name, service, auth] of SPEC_OPERATIONS) {
      // a public path (the inbound user webhook) has no command auth: its credential is the path itself (hashed-id)
      const path = PUBLIC_PATHS.find((p) => p.operation === name);
      const command = COMMANDS.find((c) => c.name === name);
      // user-or-subscriber is the user scope that v5.9.4 also opens to a subscriber session (subscriber.login)
      const commandAuth = command?.auth === 'user-or-subscriber' ? 'user' : command?.auth;
      const served = path ? { name, service: path.service, auth: 'hashed-id' } : { name, service: command?.service, auth: commandAuth };
      expect(served).toEqual({ name, service, auth });
    }
    expect(SPEC_OPERATIONS.length).toBe(104);
  });

  it('gives every subject its owning service as prefix', () => {
    for (const c of COMMANDS) expect(c.subject.startsWith(`${c.service}.`)).toBe(true);
  });

  it('finds legacy names case-insensitively and v1 routes by method', () => {
    expect(findLegacyCommand('list.create')?.name).toBe('List.Create');
    expect(findLegacyCommand('LIST.CREATE')?.name).toBe('List.Create');
    expect(findLegacyCommand('nope')).toBeUndefined();
    expect(findV1Command('PATCH', 'journey').command?.name).toBe('journey.update');
    expect(findV1Command('PUT', 'journey')).toEqual({ command: undefined, pathKnown: true });
    expect(findV1Command('GET', 'nothing').pathKnown).toBe(false);
  });
});
