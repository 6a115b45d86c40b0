import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule } from './requests/param-rules';

export class EmailHtml2textRequest {
  @Rule('htmlContentText', (value) => typeof value === 'string' || typeof value === 'number', code(1, 'HTMLContent is missing', { httpStatus: 422 }))
  @Param('HTML to convert, as text (an array or object answers 1); an empty string gives an empty result', true)
  htmlcontent?: string | number;
}

export interface EmailHtml2textReply {
  Success: true;
  PlainContent: string;
}

export const EmailHtml2text = defineCommand({
  name: 'email.html2text',
  service: 'campaigns',
  auth: 'user',
  v1: { methods: ['POST'], path: 'email.html2text' },
  request: EmailHtml2textRequest,
  returns: reply<EmailHtml2textReply>(),
  reply: 'Success, PlainContent',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'HTMLContent missing, or not text', httpStatus: 422 },
    2: { meaning: 'the converter failed (not expected: broken HTML gives partial text)', httpStatus: 500 },
  },
  rateLimit: { requests: 1000, windowSeconds: 60 },
  summary:
    'The plain-text version of an HTML body, as sending derives it when an email has none: links as `text [url]`, images dropped, merge tags kept as written.',
});
