import { IsNotEmpty, getMetadataStorage } from 'class-validator';

import { cacheValidationMetadata } from './validation-metadata-cache';

describe(cacheValidationMetadata.name, () => {
  beforeAll(() => cacheValidationMetadata());

  it('answers the same rules as an uncached lookup, once per class', () => {
    class Cached {
      @IsNotEmpty() name!: string;
    }
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Cached, '', false, false);
    expect(first.map((m) => m.propertyName)).toEqual(['name']);
    expect(storage.getTargetValidationMetadatas(Cached, '', false, false)).toBe(first);
  });

  it('sees a rule registered after a lookup (rules of a class decorated later)', () => {
    class Base {
      @IsNotEmpty() a!: string;
    }
    const storage = getMetadataStorage();
    expect(storage.getTargetValidationMetadatas(Base, '', false, false)).toHaveLength(1);
    IsNotEmpty()(Base.prototype, 'b');
    expect(storage.getTargetValidationMetadatas(Base, '', false, false).map((m) => m.propertyName)).toEqual(['a', 'b']);
  });

  it('is applied once, however often it is asked', () => {
    const storage = getMetadataStorage();
    const lookup = storage.getTargetValidationMetadatas;
    cacheValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(lookup);
  });
});
