import type { ConfigVars } from '@mail/config';

/** Where media library files are stored: S3 when MEDIA_S3_BUCKET is set, else local disk. */
export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
}

/** The media library's settings (docs/configuration.md), read once per process with the rest of campaigns.config.ts. */
export interface MediaConfig {
  /** largest file stored (MEDIA_MAX_BYTES) */
  maxBytes: number;
  /** local-disk root (DATA_DIR/media) when no bucket is configured */
  dir: string;
  s3?: S3Settings;
}

export function readMediaConfig(vars: ConfigVars): MediaConfig {
  const bucket = vars.text('MEDIA_S3_BUCKET');
  const region = vars.required('MEDIA_S3_REGION');
  const s3 = bucket
    ? {
        bucket,
        region,
        endpoint: (vars.text('MEDIA_S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
        accessKeyId: keyOf(vars, 'MEDIA_S3_ACCESS_KEY_ID'),
        secretAccessKey: keyOf(vars, 'MEDIA_S3_SECRET_ACCESS_KEY'),
        pathStyle: vars.bool('MEDIA_S3_PATH_STYLE'),
      }
    : undefined;
  return { maxBytes: vars.int('MEDIA_MAX_BYTES', { min: 1 }), dir: `${vars.required('DATA_DIR').replace(/\/+$/, '')}/media`, ...(s3 ? { s3 } : {}) };
}

function keyOf(vars: ConfigVars, name: string): string {
  const value = vars.text(name);
  if (!value) vars.problems.push(`${name} must be set when MEDIA_S3_BUCKET is`);
  return value ?? '';
}
