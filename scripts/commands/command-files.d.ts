import type { CommandSpec } from '@mail/contracts';

export const ROOT: string;
export function fileNameOf(commandName: string): string;
export function commandFiles(command: CommandSpec): { file: string; contract?: string; handler?: string; service?: string; tests: string[] };
export function handlerBinds(handlerPath: string, exportName: string): boolean;
export function tsFiles(dir: string): string[];
export function textOf(path: string): string;
