import { Broadcasts, CredentialRevokedEvent, UserChangedBroadcast } from '@mail/contracts';

import { broadcastReceiver, readBroadcast } from './broadcast-listener';

describe(broadcastReceiver.name, () => {
  it('hands the listener an instance of the broadcast class', () => {
    const listener = jest.fn();
    broadcastReceiver(Broadcasts.UserChanged, listener)({ userId: 3 });
    expect(listener).toHaveBeenCalledWith({ userId: 3 });
    expect(listener.mock.calls[0][0]).toBeInstanceOf(UserChangedBroadcast);
  });

  it.each([[null], ['text'], [[1]], [{}], [{ userId: '3' }], [{ userId: 1.5 }]])('drops %j without calling the listener', (payload) => {
    const listener = jest.fn();
    expect(() => broadcastReceiver(Broadcasts.UserChanged, listener)(payload)).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });

  it('accepts the optional fields of a revocation, and rejects a wrong one', () => {
    expect(readBroadcast(Broadcasts.AuthRevoked, { credentialHash: 'ab' })).toEqual({
      payload: Object.assign(new CredentialRevokedEvent(), { credentialHash: 'ab' }),
    });
    expect(readBroadcast(Broadcasts.AuthRevoked, { adminId: 'x' })).toEqual({ problem: expect.stringContaining('adminId') });
    expect(readBroadcast(Broadcasts.GatewayKeysRevoked, { keyHashes: [1] })).toEqual({ problem: expect.stringContaining('keyHashes') });
  });

  it('logs a rejected promise of an async listener instead of leaving it unhandled', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('listener bug')));
    broadcastReceiver(Broadcasts.UserChanged, failing)({ userId: 1 });
    await new Promise((r) => setImmediate(r));
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
