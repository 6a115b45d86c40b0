// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('./new-command') as {
  parseArgs(argv: string[]): { service: string; name: string; auth: string; v1?: { method: string; path: string }; file: string; aggregate: string };
  names(args: { file: string; aggregate: string }): Record<string, string>;
  register(text: string, imports: Record<string, string>, entries: Record<string, string[]>): string;
};

describe('npm run new:command', () => {
  it('derives every file and class name from the command name', () => {
    const args = generator.parseArgs(['campaigns', 'Tag.Create', '--aggregate', 'campaign-tags', '--v1', 'post tag.create']);
    expect(args).toEqual({
      service: 'campaigns',
      name: 'Tag.Create',
      auth: 'user',
      v1: { method: 'POST', path: 'tag.create' },
      file: 'tag-create',
      aggregate: 'campaign-tags',
    });
    expect(generator.names(args)).toEqual({
      contract: 'TagCreate',
      request: 'TagCreateRequest',
      reply: 'TagCreateReply',
      handler: 'TagCreateHandler',
      service: 'TagCreateService',
      repository: 'CampaignTagsRepository',
      method: 'tagCreate',
      module: 'CampaignTagsModule',
      common: 'CampaignsCommonModule',
    });
    expect(generator.parseArgs(['gateway', 'EmailGateway.GetDomains']).aggregate).toBe('email-gateway');
  });

  it.each([
    [['nowhere', 'X.Y']],
    [['lists']],
    [['lists', 'X.Y', '--auth', 'root']],
    [['lists', 'X.Y', '--v1', 'FETCH x']],
    [['lists', 'X.Y', '--aggregate', 'Bad_Name']],
  ])('refuses %j', (argv) => {
    expect(() => generator.parseArgs(argv)).toThrow();
  });

  it('registers a slice in a module: its imports after the last import, its classes first in each array', () => {
    const module = `import { Module } from '@nestjs/common';\n\nimport { A } from './a';\n\n@Module({ controllers: [AHandler], providers: [A] })\nexport class M {}\n`;
    const out = generator.register(module, { BHandler: './b/b.handler', B: './b/b.service' }, { controllers: ['BHandler'], providers: ['B'] });
    expect(out).toContain(`import { A } from './a';\nimport { BHandler } from './b/b.handler';\nimport { B } from './b/b.service';\n`);
    expect(out).toContain('controllers: [BHandler, AHandler], providers: [B, A]');
    expect(() => generator.register('export class M {}', {}, { controllers: ['X'] })).toThrow('no "controllers: ["');
  });
});
