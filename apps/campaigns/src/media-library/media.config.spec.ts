import { ConfigVars } from '@mail/config';

import { readMediaConfig } from './media.config';

describe('media config', () => {
  it('local disk under DATA_DIR by default, 5 MiB', () => {
    const vars = new ConfigVars({ DATA_DIR: '/var/lib/mail/' });
    expect(readMediaConfig(vars)).toEqual({ maxBytes: 5 * 1024 * 1024, dir: '/var/lib/mail/media' });
    expect(vars.problems).toEqual([]);
  });

  it('S3 when a bucket is named: AWS endpoint of the region unless one is given, keys required', () => {
    const vars = new ConfigVars({
      MEDIA_S3_BUCKET: 'b',
      MEDIA_S3_REGION: 'eu-west-1',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 's',
      MEDIA_MAX_BYTES: '1000',
    });
    expect(readMediaConfig(vars)).toMatchObject({
      maxBytes: 1000,
      s3: { bucket: 'b', endpoint: 'https://s3.eu-west-1.amazonaws.com', region: 'eu-west-1', accessKeyId: 'id', secretAccessKey: 's', pathStyle: true },
    });
    const minio = readMediaConfig(
      new ConfigVars({ MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'http://minio:9000/', MEDIA_S3_ACCESS_KEY_ID: 'i', MEDIA_S3_SECRET_ACCESS_KEY: 's' }),
    );
    expect(minio.s3?.endpoint).toBe('http://minio:9000');
    const missing = new ConfigVars({ MEDIA_S3_BUCKET: 'b', MEDIA_MAX_BYTES: '0' });
    readMediaConfig(missing);
    expect(missing.problems.sort()).toEqual([
      'MEDIA_MAX_BYTES="0" must be a whole number of at least 1',
      'MEDIA_S3_ACCESS_KEY_ID must be set when MEDIA_S3_BUCKET is',
      'MEDIA_S3_SECRET_ACCESS_KEY must be set when MEDIA_S3_BUCKET is',
    ]);
  });
});
