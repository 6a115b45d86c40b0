/** pg-boss's tables for a service live in their own schema next to the service's: `lists` → `lists_jobs`. */
export function jobsSchemaOf(service: string): string {
  return `${service.replace(/\W/g, '_')}_jobs`;
}
