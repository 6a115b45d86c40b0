import { isPositiveId } from '../../request-params';

export const MEDIA_NAME_MAX = 255;

/**
 * A media file or folder name: 1 to 255 characters once trimmed, no path separator (/ or \), no control character,
 * and not `.` or `..`. Names are labels only (storage keys are made by the service), so this keeps names that look
 * like paths out of listings and URLs rather than guarding the disk.
 */
export function isSafeMediaName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const name = value.trim();
  return name.length > 0 && name.length <= MEDIA_NAME_MAX && !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..';
}

/** A folder reference: 0 (the root) or a positive id. */
export function isFolderRef(value: unknown): boolean {
  return isPositiveId(value) || (typeof value === 'number' && value === 0) || (typeof value === 'string' && /^\s*0+\s*$/.test(value));
}

/** The folder id a reference names; 0 for the root. */
export const folderIdOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : 0;
