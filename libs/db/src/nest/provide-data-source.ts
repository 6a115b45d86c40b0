import { Inject, type FactoryProvider } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { resolveDatabaseUrl } from '../embedded/embedded-postgres';
import { openServiceDataSource, type ServiceDataSourceOptions } from '../service-data-source';

export function dataSourceToken(service: string): string {
  return `DATA_SOURCE:${service}`;
}

/** `@InjectDataSource('lists')` in a service's repositories. */
export const InjectDataSource = (service: string): ParameterDecorator => Inject(dataSourceToken(service));

/**
 * Nest provider for a service's data source: resolves DATABASE_URL (or the embedded server) and
 * migrates. The owning module destroys it in its `onApplicationShutdown`, after its workers stopped.
 */
export function provideServiceDataSource(options: Omit<ServiceDataSourceOptions, 'url'>): FactoryProvider<DataSource> {
  return {
    provide: dataSourceToken(options.service),
    useFactory: async () => openServiceDataSource({ ...options, url: await resolveDatabaseUrl() }),
  };
}
