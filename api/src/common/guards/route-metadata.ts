import type { ExecutionContext, Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * Reflector.getAllAndOverride for one key, remembered per handler and class: decorators are applied when the classes
 * load, so the answer never changes while the app runs, and the global guards ask it on every request.
 */
export class RouteMetadata<T> {
  private readonly byHandler = new WeakMap<object, WeakMap<object, { value: T | undefined }>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly key: string,
  ) {}

  get(context: ExecutionContext): T | undefined {
    const handler = context.getHandler();
    const controller: Type = context.getClass();
    let byClass = this.byHandler.get(handler);
    if (!byClass) this.byHandler.set(handler, (byClass = new WeakMap()));
    let entry = byClass.get(controller);
    if (!entry)
      byClass.set(
        controller,
        (entry = { value: this.reflector.getAllAndOverride<T | undefined>(this.key, [handler, controller]) }),
      );
    return entry.value;
  }
}
