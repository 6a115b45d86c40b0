import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';

import { EDGE_CONFIG, readEdgeConfig } from './edge.config';
import { AuthResolver } from './dispatch/auth-resolver';
import { Dispatcher } from './dispatch/dispatcher';
import { LocalCommands } from './dispatch/local-commands';
import { RateLimiter } from './dispatch/rate-limiter';
import { HealthService } from './health/health.service';
import { EdgeExceptionFilter } from './http/edge-exception.filter';
import { EdgeRoutes } from './http/edge-routes';
import { PublicPathRoutes } from './http/public-paths';
import { McpHttpRoutes } from './mcp/mcp-http.routes';

/** The HTTP edge. Needs BUS from the host (BusModule) and a Fastify HTTP adapter. */
@Module({
  providers: [
    { provide: EDGE_CONFIG, useFactory: () => readEdgeConfig() },
    AuthResolver,
    RateLimiter,
    Dispatcher,
    LocalCommands,
    HealthService,
    PublicPathRoutes,
    McpHttpRoutes,
    EdgeRoutes,
    { provide: APP_FILTER, useClass: EdgeExceptionFilter },
  ],
})
export class EdgeModule {}
