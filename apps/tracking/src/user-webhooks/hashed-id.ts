import { randomBytes } from 'node:crypto';

/** A webhook's secret address: eight dash-separated groups of four hex digits (128 random bits). */
export function newHashedId(): string {
  return (randomBytes(16).toString('hex').match(/.{4}/g) as string[]).join('-');
}

export function isHashedId(value: string): boolean {
  return /^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/.test(value);
}
