/** Checks `condition` every `intervalMs` until it holds; throws, naming `what`, after `timeoutMs`. */
export async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, intervalMs = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
