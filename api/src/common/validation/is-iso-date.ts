import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '../../schedule/iso-dates';

/** A real calendar date written `YYYY-MM-DD`. */
export function IsIsoDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIsoDate',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => isIsoDate(value) },
    });
}
