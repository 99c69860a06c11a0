import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** An ISO date on or after the sibling date `property` (end_date ≥ start_date); null and unset pass. */
export function IsNotBefore(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBefore',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[property];
          return typeof value !== 'string' || typeof other !== 'string' || value >= other;
        },
      },
    });
}
