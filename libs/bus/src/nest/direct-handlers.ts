import { GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA } from '@nestjs/common/constants';
import { APP_GUARD, APP_INTERCEPTOR, APP_PIPE, MetadataScanner, type ModulesContainer } from '@nestjs/core';
import { PARAM_ARGS_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';

import type { RawHandler } from '../bus';
import { type ServedMethod, servedSubjectOf } from './bus-handler';

const APP_ENHANCERS = [APP_GUARD, APP_PIPE, APP_INTERCEPTOR];
const METHOD_ENHANCERS = [GUARDS_METADATA, PIPES_METADATA, INTERCEPTORS_METADATA];

/**
 * The @Handles/@HandlesQuery methods of the application's controllers, bound to the instances Nest created, by
 * subject: what BusServerStrategy calls instead of Nest's per-message RPC pipeline. That pipeline adds nothing to
 * them but its cost: they answer a BusReply and never reject, so no exception filter ever runs. Left on Nest's
 * path: a method with guards, pipes, interceptors or parameter decorators of its own or of its class, every method
 * when the application has an APP_GUARD, APP_PIPE or APP_INTERCEPTOR, a request-scoped controller, and a subject
 * that more than one method serves. (Enhancers set with app.useGlobal*() are not seen: no boot sets any.)
 */
export function directHandlers(modules: ModulesContainer): Map<string, RawHandler> {
  const direct = new Map<string, RawHandler>();
  if (hasAppEnhancers(modules)) return direct;
  const servers = new Map<string, number>();
  const scanner = new MetadataScanner();
  for (const { controllers } of modules.values()) {
    for (const wrapper of controllers.values()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const key of scanner.getAllMethodNames(prototype)) {
        const method = (prototype as Record<string, unknown>)[key] as object;
        for (const subject of (Reflect.getMetadata(PATTERN_METADATA, method) as unknown[] | undefined) ?? []) {
          if (typeof subject === 'string') servers.set(subject, (servers.get(subject) ?? 0) + 1);
        }
        const subject = servedSubjectOf(method);
        if (subject === undefined || !wrapper.isDependencyTreeStatic() || hasEnhancers(instance.constructor, key, method)) continue;
        const served = instance[key] as ServedMethod;
        direct.set(subject, (request) => served.call(instance, request));
      }
    }
  }
  for (const subject of direct.keys()) if (servers.get(subject) !== 1) direct.delete(subject);
  return direct;
}

function hasAppEnhancers(modules: ModulesContainer): boolean {
  for (const { providers } of modules.values()) {
    for (const token of providers.keys()) {
      if (typeof token === 'string' && APP_ENHANCERS.some((kind) => token.startsWith(`${kind} `))) return true;
    }
  }
  return false;
}

function hasEnhancers(controller: unknown, key: string, method: object): boolean {
  return (
    METHOD_ENHANCERS.some(
      (kind) =>
        (Reflect.getMetadata(kind, method) as unknown[] | undefined)?.length ||
        (Reflect.getMetadata(kind, controller as object) as unknown[] | undefined)?.length,
    ) || Reflect.getMetadata(PARAM_ARGS_METADATA, controller as object, key) !== undefined
  );
}
