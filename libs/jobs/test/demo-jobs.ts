import { IsInt, IsOptional, IsString, Min } from 'class-validator';

import { defineJob } from '../src';

export class CountPayload {
  @IsInt() @Min(0) n!: number;
  @IsOptional() @IsString() tag?: string;
}

export class ListPayload {
  @IsInt() listId!: number;
}

/** Test jobs of a service named "demo"; each test uses its own so queues never mix. */
export const demoJob = (name: string, options: Partial<Parameters<typeof defineJob<CountPayload>>[0]> = {}) =>
  defineJob<CountPayload>({ service: 'demo', name, payload: CountPayload, retryDelay: 1, ...options });
