import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value must be a number greater than the sibling property `property` (end_time > start_time). */
export function IsGreaterThan(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isGreaterThan',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[property];
          return typeof value === 'number' && (typeof other !== 'number' || value > other);
        },
      },
    });
}
