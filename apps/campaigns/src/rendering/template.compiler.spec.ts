import { compileTemplate, type ResolvedTag, type TagResolver, type TemplateContext } from './template.compiler';

interface Ctx extends TemplateContext {
  fields: Record<string, string>;
}

const resolve: TagResolver<Ctx> = (tag) =>
  tag.scope === 'Subscriber' ? ({ kind: 'field', value: (c: Ctx) => c.fields[tag.name] ?? '' } satisfies ResolvedTag<Ctx>) : undefined;
const ctx = (fields: Record<string, string>, seed = 'r1'): Ctx => ({ fields, seed, now: new Date('2024-12-25T14:30:00Z') });

describe(compileTemplate.name, () => {
  it('renders the branch of a conditional block the recipient passes, nested blocks too', () => {
    const render = compileTemplate(
      '{{ if Subscriber:FirstName<> }}Hi {{ Subscriber:FirstName }}{{ if Subscriber:Orders>5 }}, loyal one{{ endif }}{{ else }}Hi there{{ endif }}!',
      'text',
      resolve,
    );
    expect(render(ctx({ FirstName: 'Ann', Orders: '9' }))).toBe('Hi Ann, loyal one!');
    expect(render(ctx({ FirstName: 'Bob', Orders: '2' }))).toBe('Hi Bob!');
    expect(render(ctx({}))).toBe('Hi there!');
    const legacy = compileTemplate('[IF:%Subscriber:Country%=United States]Free shipping[ELSE]Rates apply[ENDIF]', 'text', resolve);
    expect(legacy(ctx({ Country: 'United States' }))).toBe('Free shipping');
    expect(legacy(ctx({ Country: 'France' }))).toBe('Rates apply');
  });

  it('encodes the output once for literal text inside blocks and per value', () => {
    const calls: string[] = [];
    const render = compileTemplate('[IF:%Subscriber:A%<>]a%Subscriber:A%[ENDIF]', 'text', resolve, (t) => (calls.push(t), `[${t}]`));
    expect(calls).toEqual(['a']);
    expect(render(ctx({ A: 'x' }))).toBe('[a][x]');
  });

  it('writes the current date in PHP formats, escaped in HTML', () => {
    const render = compileTemplate('<p>%Date=F j, Y% {{ dateFormat-D,_d_M_Y Now }} {{ dateFormat-h:i_A Now }} %Date=<Y>%</p>', 'html', resolve);
    expect(render(ctx({}))).toBe('<p>December 25, 2024 Wed, 25 Dec 2024 02:30 PM &#60;2024&#62;</p>');
  });

  it('formats date fields with the dateFormat helper, falling back when empty', () => {
    const render = compileTemplate('{{ dateFormat-d/m/Y Subscriber:Birthday|"unknown" }}', 'text', resolve);
    expect(render(ctx({ Birthday: '1990-07-04' }))).toBe('04/07/1990');
    expect(render(ctx({}))).toBe('unknown');
  });

  it('draws random data and spins per recipient, the same again for the same recipient', () => {
    const render = compileTemplate(
      '%Random:Letters:6%-%Random:Numbers:4%-%Random:Alpha:8% %Random:FirstName% %Random:LastName% [[A|B|C|D|E|F|G|H]]',
      'text',
      resolve,
    );
    const first = render(ctx({}, 'campaign.1.900'));
    expect(first).toMatch(/^[A-Z]{6}-\d{4}-[A-Za-z0-9]{8} [A-Z][a-z]+ [A-Z][a-z]+ [A-H]$/);
    expect(render(ctx({}, 'campaign.1.900'))).toBe(first);
    const others = new Set(Array.from({ length: 20 }, (_, i) => render(ctx({}, `campaign.1.${i}`))));
    expect(others.size).toBeGreaterThan(15);
  });

  it('personalises spin variants and URL-encodes values inside href', () => {
    const render = compileTemplate('<a href="https://x.example/?d=%Date=Y m%">[[Hi %Subscriber:Name%|Hi %Subscriber:Name%]]</a>', 'html', resolve);
    expect(render(ctx({ Name: 'A&B' }))).toBe('<a href="https://x.example/?d=2024%2012">Hi A&#38;B</a>');
  });
});
