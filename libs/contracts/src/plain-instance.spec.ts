import 'reflect-metadata';

import { Type } from 'class-transformer';
import { IsInt, IsObject, ValidateNested, validateSync } from 'class-validator';

import { plainInstance } from './plain-instance';

class Item {
  @IsInt()
  id!: number;
}

class Payload {
  @IsObject()
  aliases!: Record<string, string>;

  @ValidateNested({ each: true })
  @Type(() => Item)
  items!: Item[];
}

describe(plainInstance.name, () => {
  it('keeps user-keyed maps as data, however their keys are named, and makes typed fields instances', () => {
    const plain = JSON.parse(
      '{"aliases":{"constructor":"CustomField1","__proto__":"CustomField2","toString":"x"},"items":[{"id":1},{"id":"2"}],"hasOwnProperty":1}',
    );
    const instance = plainInstance(Payload, plain);
    expect(instance).toBeInstanceOf(Payload);
    expect(Object.hasOwn(instance, 'hasOwnProperty')).toBe(false);
    expect(Object.getOwnPropertyDescriptor(instance.aliases, 'constructor')?.value).toBe('CustomField1');
    expect(Object.getOwnPropertyDescriptor(instance.aliases, '__proto__')?.value).toBe('CustomField2');
    expect(instance.items.map((i) => i instanceof Item)).toEqual([true, true]);
    // the nested rule runs on the typed items: the second id is not an integer
    expect(validateSync(instance).map((e) => e.property)).toEqual(['items']);
  });
});
