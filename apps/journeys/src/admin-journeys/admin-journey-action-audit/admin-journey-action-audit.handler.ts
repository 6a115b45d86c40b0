import { Controller } from '@nestjs/common';

import { AdminJourneyActionAudit, type AdminJourneyActionAuditReply, type AdminJourneyActionAuditRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneyActionAuditService } from './admin-journey-action-audit.service';

@Controller()
export class AdminJourneyActionAuditHandler {
  constructor(private readonly service: AdminJourneyActionAuditService) {}

  @Handles(AdminJourneyActionAudit)
  handle(input: AdminJourneyActionAuditRequest): Promise<AdminJourneyActionAuditReply> {
    return this.service.run(input);
  }
}
