import { defaultMetadataStorage } from 'class-transformer/cjs/storage';

/**
 * class-validator's @ValidateNested walks into a list inside a list as if it were flattened, so `[[…]]` where a list
 * of objects belongs passes validation with none of the object's rules run, and reaches the database as empty rows.
 * No request body of this API has a list directly inside a list, so this walks the transformed DTO and names the
 * first nested (@Type) property holding one: "exercises.0 must be an object, not a list."
 */
export function listInsideList(instance: object, prefix = ''): string | null {
  for (const [key, value] of Object.entries(instance)) {
    if (value === null || typeof value !== 'object') continue;
    if (!defaultMetadataStorage.findTypeMetadata(instance.constructor, key)) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries()) {
      const path = Array.isArray(value) ? `${prefix}${key}.${index}` : `${prefix}${key}`;
      if (Array.isArray(item)) return path;
      if (item !== null && typeof item === 'object') {
        const inner = listInsideList(item, `${path}.`);
        if (inner) return inner;
      }
    }
  }
  return null;
}
