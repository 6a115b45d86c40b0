import { Readable } from 'node:stream';

import { readLimited, readLimitedText } from './read-limited';

/** a stream of `bytes` cut into chunks of `size` bytes (multi-byte characters split across chunks) */
const chunked = (bytes: Buffer, size: number) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe('readLimitedText', () => {
  it('answers the text Buffer.toString does, characters split between chunks and bad bytes included', async () => {
    const bytes = Buffer.concat([Buffer.from('\uFEFFCSV=é,😀,ü\n'.repeat(500)), Buffer.from([0xff, 0xc3]), Buffer.from('tail'), Buffer.from([0xe2, 0x82])]);
    for (const size of [1, 2, 3, 7, 64, 1024]) expect(await readLimitedText(chunked(bytes, size), 1_000_000)).toBe(bytes.toString('utf8'));
    expect(await readLimited(chunked(bytes, 5), 1_000_000)).toEqual(bytes);
  });

  it('refuses a body past the limit', async () => {
    await expect(readLimitedText(chunked(Buffer.alloc(100, 97), 10), 50)).rejects.toMatchObject({ code: expect.any(Number) });
  });
});
