import { BadRequestException, HttpException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';

import { rejectionOutcome } from './edge-exception.filter';

describe(rejectionOutcome.name, () => {
  it.each([
    ['an unrouted path', new NotFoundException(), 100003],
    ["Fastify's body too large", Object.assign(new Error('too large'), { statusCode: 413 }), 100001],
    ["Fastify's unsupported media type", Object.assign(new Error('media'), { statusCode: 415 }), 100001],
    ["Fastify's bad request", Object.assign(new Error('bad'), { statusCode: 400 }), 100000],
    ["Nest's payload too large", new PayloadTooLargeException(), 100001],
    ["Nest's bad request", new BadRequestException(), 100000],
    ['any other 4xx', new HttpException('teapot', 418), 100001],
  ])('answers %s as a 400 hard failure %p', (_label, exception, code) => {
    expect(rejectionOutcome(exception, 'GET /x')).toMatchObject({ type: 'hard', code });
  });

  it('keeps 100005 for what is not a client error', () => {
    expect(rejectionOutcome(new Error('boom'), 'GET /x')).toEqual({ type: 'hard', code: 100005 });
  });
});
