/**
 * Where a media file's bytes live, by storage key (`<userId>/<random token>`, made by the service, never from a
 * user-given name or folder, so no name can reach outside the store). Local disk by default, S3 when configured.
 */
export interface MediaStorage {
  /** which backend, for logs and the boot banner */
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the bytes, or undefined when the store has no such object */
  get(key: string): Promise<Buffer | undefined>;
  /** removes the object; one already gone is no error */
  delete(key: string): Promise<void>;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** A storage key as the service makes them: the user id, a slash, a URL-safe random token. */
export const STORAGE_KEY = /^\d{1,20}\/[A-Za-z0-9_-]{16,64}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a media storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
