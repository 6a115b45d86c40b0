import type { CommandError } from '@mail/contracts';
import { Caller, type ServiceOutbox } from '@mail/kit';
import type { DataSource } from 'typeorm';

import { readAccountsConfig } from '../../accounts.config';
import type { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import type { UserRepository } from '../user.repository';
import { UsersDeleteService } from './users-delete.service';

const admin = Caller.of({ auth: { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' } });

function service(demoMode: boolean) {
  const deleted: number[][] = [];
  const revoked: unknown[] = [];
  const events: unknown[] = [];
  const db = { transaction: (work: (m: unknown) => unknown) => work({}) } as unknown as DataSource;
  const users = { deleteMany: async (ids: number[]) => (deleted.push(ids), ids) } as unknown as UserRepository;
  const revoker = {
    revoke: async (e: unknown) => void revoked.push(e),
    userChanged: async (userId: number) => void revoked.push({ changed: userId }),
  } as unknown as CredentialRevoker;
  const outbox = { add: async (_m: unknown, _s: string, p: unknown) => void events.push(p), kick: () => undefined } as unknown as ServiceOutbox;
  const svc = new UsersDeleteService(db, users, revoker, outbox, { ...readAccountsConfig(), demoMode });
  return { svc, deleted, revoked, events };
}

async function failure(work: Promise<unknown>) {
  try {
    await work;
    return undefined;
  } catch (error) {
    return (error as CommandError).failure;
  }
}

describe(UsersDeleteService.name, () => {
  it('refuses in demo mode with {users: NOT AVAILABLE IN DEMO MODE}', async () => {
    const { svc, deleted } = service(true);
    const f = await failure(svc.delete(admin, { users: '1' }));
    expect(f).toMatchObject({ style: 'keyed', errors: [{ param: 'users', value: 'NOT AVAILABLE IN DEMO MODE' }] });
    expect(deleted).toEqual([]);
  });

  it('deletes, emits UserDeleted through the outbox and evicts each user', async () => {
    const { svc, deleted, revoked, events } = service(false);
    await svc.delete(admin, { users: '3, 4,3' });
    expect(deleted).toEqual([[3, 4]]);
    expect(events).toEqual([[{ userId: 3 }, { userId: 4 }]]);
    expect(revoked).toEqual([{ userId: 3 }, { changed: 3 }, { userId: 4 }, { changed: 4 }]);
  });

  it('lets a user delete only their own account', async () => {
    const { svc } = service(false);
    const user = Caller.of({ auth: { kind: 'user', userId: 5, via: 'apikey', permissions: '*' } });
    expect(await failure(svc.delete(user, { users: '6' }))).toMatchObject({ errors: [{ code: 403, param: 'users' }] });
    expect(await failure(svc.delete(user, { users: '5' }))).toBeUndefined();
  });
});
