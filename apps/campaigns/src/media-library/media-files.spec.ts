import { allowedType, decodeBase64, newStorageKey, publicUrl, sizeOf, sniffType } from './media-files';
import { STORAGE_KEY } from './storage/media-storage';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('media files', () => {
  it('allowedType: the allowed types in any case, with parameters and aliases; nothing else', () => {
    expect(allowedType('IMAGE/PNG')).toBe('image/png');
    expect(allowedType('image/jpg')).toBe('image/jpeg');
    expect(allowedType('application/pdf; name=x')).toBe('application/pdf');
    expect(allowedType('image/svg+xml')).toBeUndefined();
    expect(allowedType('text/html')).toBeUndefined();
  });

  it('sniffType reads the signature of each allowed type and nothing else', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('<svg onload=alert(1)>'))).toBeUndefined();
    expect(sniffType(Buffer.alloc(0))).toBeUndefined();
  });

  it('decodeBase64: standard, URL-safe, wrapped or as a data URL; refuses anything else', () => {
    expect(decodeBase64(PNG.toString('base64'))).toEqual(PNG);
    expect(decodeBase64(PNG.toString('base64url'))).toEqual(PNG);
    expect(decodeBase64(`data:image/png;base64,${PNG.toString('base64').replace(/(.{4})/g, '$1\n')}`)).toEqual(PNG);
    expect(decodeBase64('not base64!')).toBeUndefined();
    expect(decodeBase64('abcde')).toBeUndefined();
  });

  it('sizeOf reads whole numbers only', () => {
    expect(sizeOf(' 12 ')).toBe(12);
    expect(sizeOf(0)).toBe(0);
    expect(sizeOf('1e3')).toBeUndefined();
    expect(sizeOf('-1')).toBeUndefined();
  });

  it('storage keys are the owner and a random token; the URL encodes the name', () => {
    const key = newStorageKey(42);
    expect(key).toMatch(STORAGE_KEY);
    expect(key).not.toBe(newStorageKey(42));
    expect(publicUrl('https://m.example/', '42/abc', '../x y?.png')).toBe('https://m.example/media/42/abc/..%2Fx%20y%3F.png');
  });
});
