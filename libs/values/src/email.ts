const EMAIL = /^[^\s@"'<>(),;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** One meaning of "valid email address" for every service: local@domain with a real TLD, ≤ 254 chars. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
