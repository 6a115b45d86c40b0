import { Injectable } from '@nestjs/common';

import { type ClientCreateReply, type ClientCreateRequest, CommandError } from '@mail/contracts';
import { isEmail } from '@mail/values';

import { hashPassword } from '../../shared/crypto/password-hasher';
import { str } from '../../shared/params/param-readers';
import { type ClientConflict, ClientsRepository } from '../clients.repository';

const MISSING: [keyof ClientCreateRequest, number, string][] = [
  ['clientname', 1, 'Missing client name'],
  ['clientusername', 2, 'Missing client username'],
  ['clientpassword', 3, 'Missing client password'],
  ['clientemailaddress', 4, 'Missing client email address'],
];

export const TAKEN: Record<ClientConflict, { create: number; update: number; message: string }> = {
  username: { create: 6, update: 9, message: 'The username is already taken' },
  email: { create: 7, update: 10, message: 'The email address is already taken' },
};

/**
 * client.create: a blank (spaces only) field is missing too (1-4), then the email address (5), then the login's
 * uniqueness across all clients (6 username, 7 email; the unique indexes settle a race). The password is stored
 * as argon2id, like a user's.
 */
@Injectable()
export class ClientCreateService {
  constructor(private readonly clients: ClientsRepository) {}

  async run(userId: number, input: ClientCreateRequest): Promise<ClientCreateReply> {
    for (const [key, code, message] of MISSING) if (!str(input[key])?.trim()) throw new CommandError(code, message);
    const name = str(input.clientname)!.trim();
    const username = str(input.clientusername)!.trim();
    const emailAddress = str(input.clientemailaddress)!.trim();
    if (!isEmail(emailAddress)) throw new CommandError(5, 'The email address is not valid');
    const taken = await this.clients.taken(username, emailAddress);
    if (taken) throw new CommandError(TAKEN[taken].create, TAKEN[taken].message);
    const passwordHash = await hashPassword(str(input.clientpassword)!);
    const created = await this.clients.insert(userId, { name, username, emailAddress, passwordHash });
    if (typeof created !== 'number') throw new CommandError(TAKEN[created].create, TAKEN[created].message);
    return { ClientID: created };
  }
}
