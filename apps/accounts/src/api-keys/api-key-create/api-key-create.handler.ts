import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserApiKeyCreate, type UserApiKeyCreateReply, type UserApiKeyCreateRequest } from '@mail/contracts';

import { requireAuth } from '../../shared/auth/require-auth';
import { ApiKeyCreateService } from './api-key-create.service';

@Controller()
export class ApiKeyCreateHandler {
  constructor(private readonly service: ApiKeyCreateService) {}

  @HandlesCommand(UserApiKeyCreate)
  handle(req: BusRequest<UserApiKeyCreateRequest>): Promise<UserApiKeyCreateReply> {
    return this.service.create(requireAuth(req), req.params);
  }
}
