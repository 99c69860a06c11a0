import { useEffect, useState, type ReactNode } from 'react';

/**
 * Resolves in a later task, so the browser can paint and handle input in between. The React API
 * runs on Preact here (README, "Why Preact"), which renders a tree in one go: a first page that
 * is all one task blocks the main thread for as long as it takes. Breaking it at these points is
 * the time-slicing React's transitions did for us.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// One reveal per task, in the order the boundaries mounted: top of the page first.
const waiting: Array<() => void> = [];
let draining = false;

async function drain() {
  draining = true;
  while (waiting.length > 0) {
    await yieldToMain();
    waiting.shift()?.();
  }
  draining = false;
}

/**
 * Renders its children one task after the rest of the page, for what sits below the first
 * screen (a footer, a landing page's later sections). Each Progressive on a page gets its own
 * task. Nothing is shown in their place, so use it only below the fold: no layout shift.
 */
export function Progressive({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    waiting.push(() => mounted && setShown(true));
    if (!draining) void drain();
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? <>{children}</> : null;
}
