import type { INestApplication } from '@nestjs/common';

/** Set on the first shutdown signal; readiness answers 503 from then on. */
export class ShutdownState {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }
  markDraining(): void {
    this.draining = true;
  }
}

export interface ShutdownOptions {
  /** Runs after readiness turned 503 and before the server stops accepting (e.g. a drain delay for a load balancer). */
  beforeClose?: () => Promise<void>;
  exit: (code: number) => void;
  onError?: (error: unknown) => void;
}

/**
 * The shutdown sequence: readiness 503 → (beforeClose) → app.close(), which stops accepting, lets in-flight requests
 * finish (Fastify closes only idle keep-alive sockets) and then runs the shutdown hooks that destroy the DB pool →
 * exit 0 (1 if closing failed). A second signal while closing does nothing. Returns the function to call per signal.
 */
export function createShutdown(app: INestApplication, options: ShutdownOptions): (signal?: string) => Promise<void> {
  let running: Promise<void> | undefined;
  return () =>
    (running ??= (async () => {
      app.get(ShutdownState).markDraining();
      try {
        await options.beforeClose?.();
        await app.close();
        options.exit(0);
      } catch (error) {
        options.onError?.(error);
        options.exit(1);
      }
    })());
}
