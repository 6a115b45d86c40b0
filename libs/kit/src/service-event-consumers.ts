import { EventConsumers } from '@mail/db';

/**
 * The service's `@OnEvent` registration (inbox and dead letters in the service's schema): a consumer injects it
 * and calls `register(this)` in `onModuleInit`, before any outbox relay starts (onApplicationBootstrap), so that
 * in-process no event is published before its consumers exist. ServiceLifecycle stops it.
 */
export class ServiceEventConsumers extends EventConsumers {}
