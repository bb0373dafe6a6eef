import { useEffect } from 'react';

/**
 * Whether the page is hydrating: from the tab's start (entry.client.tsx) until the last effect of the
 * first commit, the root's (`useHydrationDone`; React runs a parent's effects after its children's).
 * Components ask it to render what the server rendered while hydrating and their browser state at once
 * when mounted later. What hydrates in a later commit (a suspended part) is not covered: the hooks
 * that ask this are used outside suspended parts only.
 */
let hydrating = false;

export const beginHydration = (): void => {
  hydrating = true;
};

export const isHydrating = (): boolean => hydrating;

/** What a component mounting now renders first: the server's answer while the page hydrates, the browser's after. */
export const browserAnswerAtMount = (): boolean => typeof window !== 'undefined' && !hydrating;

/**
 * In the root layout: marks the end of hydration once every component of the first commit has run its
 * effects, and says so on `<html data-hydrated>`: from then on the page's controls answer (what a
 * browser journey waits for before its first click).
 */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrating = false;
    document.documentElement.setAttribute('data-hydrated', 'true');
  }, []);
}

type YieldingScheduler = { readonly yield?: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one (`scheduler.yield` where the browser has it, which
 * resumes ahead of other queued tasks): start-up work done in steps each short enough for a phone to
 * answer a tap in between, instead of one long task (issue "fast on a phone").
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a start-up step runs before it yields: four times that (a phone's slowdown) stays under a long task's 50 ms. */
export const SLICE_MS = 5;
const queue: (() => void)[] = [];

/**
 * Work started by a hydrating page's components (a hundred cards subscribing to their stores) in
 * slices of a few milliseconds, each its own task, instead of all of it in the first commit's one
 * task: a phone answers a tap in between (issue "fast on a phone").
 */
export function inSlices(work: () => void): void {
  queue.push(work);
  if (queue.length === 1) setTimeout(runSlice, 0);
}

function runSlice(): void {
  const end = performance.now() + SLICE_MS;
  do queue.shift()?.();
  while (queue.length > 0 && performance.now() < end);
  if (queue.length > 0) setTimeout(runSlice, 0);
}
