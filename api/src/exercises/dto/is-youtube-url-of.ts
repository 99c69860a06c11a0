import { parseYoutubeVideoId } from '@physio/util';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/**
 * The value must be a YouTube URL (any of its forms) of the video named by the sibling property `property`. The stored
 * URL is always rebuilt from the id, but a URL that is not YouTube's (javascript:, data:, another site) or names another
 * video is a client error, not something to drop silently.
 */
export function IsYoutubeUrlOf(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isYoutubeUrlOf',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'string') return false;
          const id = parseYoutubeVideoId(value);
          const other = (args.object as Record<string, unknown>)[property];
          return id !== null && (typeof other !== 'string' || id === other);
        },
      },
    });
}
