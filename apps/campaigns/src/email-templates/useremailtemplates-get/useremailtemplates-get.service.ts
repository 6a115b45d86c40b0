import { Injectable } from '@nestjs/common';

import { canonicalOf, type UseremailtemplatesGetReply, type UseremailtemplatesGetRequest } from '@mail/contracts';

import { textParam } from '../../emails/email-params';
import { EmailTemplatesRepository } from '../email-templates.repository';
import { pickColumns, userTemplateOf } from '../email-templates.presenter';

/** useremailtemplates.get: a page of the caller's templates; values outside the documented ones take the defaults. */
@Injectable()
export class UseremailtemplatesGetService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  async run(userId: number, input: UseremailtemplatesGetRequest): Promise<UseremailtemplatesGetReply> {
    const limit = wholeNumber(input.limit);
    const { total, rows } = await this.templates.listUserTemplates(userId, {
      orderBy: canonicalOf(['CreatedAt', 'EmailName'] as const, input.orderfield) === 'EmailName' ? 'name' : 'created_at',
      direction: canonicalOf(['ASC', 'DESC'] as const, input.ordertype) ?? 'DESC',
      limit: limit === undefined || limit < 1 ? 25 : Math.min(limit, 100),
      offset: wholeNumber(input.offset) ?? 0,
    });
    const fields = textParam(input.fields);
    return { Success: true, ErrorCode: 0, TotalEmailTemplateCount: total, EmailTemplates: rows.map((row) => pickColumns(userTemplateOf(row), fields)) };
  }
}

function wholeNumber(value: unknown): number | undefined {
  const text = textParam(value)?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}
