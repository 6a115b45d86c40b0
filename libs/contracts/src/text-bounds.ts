import { ValidateBy } from 'class-validator';

import { code, type RuleContext } from './validation';

/**
 * How long stored text may be, in characters (docs/decisions.md, "Stored text bounds"): names as the platform
 * has always cut them (255), addresses as SMTP allows (320), one header line (998), a URL (2048), free-form
 * settings as the vendor's TEXT columns (65,535) and message bodies 2,000,000.
 */
export const TextBounds = { name: 255, address: 320, line: 998, url: 2048, text: 65_535, body: 2_000_000 } as const;

/** The characters a parameter would store (trimmed, as services store text): a list counts its items and the commas that join them. */
export function textLength(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + textLength(item), Math.max(value.length - 1, 0));
  if (typeof value === 'object') return JSON.stringify(value).length;
  return (typeof value === 'string' ? value.trim() : (JSON.stringify(value) ?? '')).length;
}

/**
 * A parameter of at most `max` characters, else the command's code for an over-long text naming the parameter
 * (absent passes; whether it is required is another rule's).
 */
export function MaxText(max: number, codeNumber: number, param: string, extra: Omit<RuleContext, 'code' | 'message'> = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'maxText', constraints: [max], validator: { validate: (value: unknown) => textLength(value) <= max } },
    code(codeNumber, `${param} must be at most ${max} characters`, extra),
  );
}

/**
 * The bounds of several parameters as rules of one parameter, to put after its own rules on the DTO's last one, so
 * that the command's other codes keep the spec's order: the first parameter over its bound answers `codeNumber`,
 * naming it. Each bound names the parameter as the spec spells it.
 */
export function MaxTexts(
  codeNumber: number,
  bounds: readonly (readonly [string, number])[],
  extra: Omit<RuleContext, 'code' | 'message'> = {},
): PropertyDecorator[] {
  return bounds.map(([param, max]) =>
    ValidateBy(
      {
        name: `maxText:${param}`,
        constraints: [max],
        validator: { validate: (_: unknown, args) => textLength((args?.object as Record<string, unknown> | undefined)?.[param.toLowerCase()]) <= max },
      },
      code(codeNumber, `${param} must be at most ${max} characters`, extra),
    ),
  );
}
