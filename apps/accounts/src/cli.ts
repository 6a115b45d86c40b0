import 'reflect-metadata';

import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { BusModule, validateParams } from '@mail/bus';
import { DEAD_EVENTS_USAGE, isDeadEventsCommand, runDeadEventsCli } from '@mail/db';
import { CommandError, type UserCreateRequest, UserCreateRequest as UserCreateDto } from '@mail/contracts';

import { AccountsModule } from './accounts.module';
import { AdminBootstrapService } from './administrators/bootstrap/admin-bootstrap.service';
import { TfaSecretRewrapService } from './secrets/tfa-secret-rewrap.service';
import { UserCreateService } from './users/user-create/user-create.service';

/**
 * `npm run cli -- user:create --username x --password y --email z [--first-name a] [--last-name b] [--group 1]`
 * Boots the accounts module standalone (no HTTP) and prints the new UserID.
 * `npm run cli -- secrets:rotate` re-encrypts every stored secret under the first key of SECRETS_KEYS
 * and prints how many were rewritten and how many remain (0 means the old keys can be removed).
 * `npm run cli -- events:dead [--service lists]` and `events:replay <id> --service lists`: dead events (docs/operations.md).
 */
@Module({ imports: [BusModule, AccountsModule] })
class AccountsCliModule {}

const USAGE = [
  'usage: cli user:create --username <name> --password <password> --email <address> [--first-name <a>] [--last-name <b>] [--group <id>]',
  '       cli secrets:rotate',
  DEAD_EVENTS_USAGE,
].join('\n');

export function parseArgs(argv: string[]): { command?: string; options: Record<string, string> } {
  const [command, ...rest] = argv;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    options[key] = inline ?? rest[++i] ?? '';
  }
  return { command, options };
}

async function main(): Promise<number> {
  const { command, options } = parseArgs(process.argv.slice(2));
  if (isDeadEventsCommand(command)) return runDeadEventsCli(process.argv.slice(2));
  if (command !== 'user:create' && command !== 'secrets:rotate') {
    console.error(USAGE);
    return 2;
  }
  const app = await NestFactory.createApplicationContext(AccountsCliModule, { logger: false });
  try {
    if (command === 'secrets:rotate') return await rotateSecrets(app.get(TfaSecretRewrapService));
    const admin = app.get(AdminBootstrapService).result();
    if (admin.password || admin.apiKey)
      console.error(
        `administrator ${admin.username} created: password=${admin.password ?? '(from ADMIN_PASSWORD)'} apiKey=${admin.apiKey ?? '(from ADMIN_API_KEY)'}`,
      );
    const params = validateParams<UserCreateRequest>(UserCreateDto, {
      username: options.username,
      password: options.password,
      emailaddress: options.email,
      firstname: options['first-name'],
      lastname: options['last-name'],
      relusergroupid: options.group,
    });
    const reply = await app.get(UserCreateService).create(params);
    console.log(reply.UserID);
    return 0;
  } catch (error) {
    console.error(error instanceof CommandError ? `error ${error.failure.errors[0].code}: ${error.message}` : error);
    return 1;
  } finally {
    await app.close();
  }
}

async function rotateSecrets(service: TfaSecretRewrapService): Promise<number> {
  const report = await service.rewrapAll();
  console.log(JSON.stringify(report));
  if (report.remaining) console.error(`${report.remaining} secret(s) do not open with any key of SECRETS_KEYS: keep the old keys (see the log)`);
  return report.remaining ? 1 : 0;
}

if (require.main === module) void main().then((code) => process.exit(code));
