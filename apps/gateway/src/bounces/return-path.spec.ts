import { messageIdOfReturnPath, returnPathAddress } from './return-path';

describe(messageIdOfReturnPath.name, () => {
  const id = '0b9f3c1e-7a44-4d1e-9b7e-2f1a8c3d5e60';

  it('reads the MessageID back from the return path, whatever the case', () => {
    const address = returnPathAddress(id, 'shop.example');
    expect(address).toBe(`bounces+${id}@bounces.shop.example`);
    expect(messageIdOfReturnPath(address)).toBe(id);
    expect(messageIdOfReturnPath(address.toUpperCase())).toBe(id);
  });

  it('refuses other addresses', () => {
    expect(messageIdOfReturnPath(`bounce+${id}@bounces.shop.example`)).toBeUndefined();
    expect(messageIdOfReturnPath(`bounces+${id}x@bounces.shop.example`)).toBeUndefined();
    expect(messageIdOfReturnPath('bounces+o.1.2.3.key.abc@b.example')).toBeUndefined();
  });
});
