import { yieldToMain } from './hydration.ts';

/**
 * A pause in the middle of the shell's evaluation. Importing this module ends the task that evaluates
 * the modules before it; the modules after it evaluate in a new one (a module with a top-level await
 * holds back the modules that come after it in the bundle). On the listing the shell's evaluation was one
 * task of 56–136 ms at a phone's 4x slowdown, and a task over 50 ms blocks a tap (issue "fast on a
 * phone"; docs/performance.md).
 *
 * The bundle orders the shell by first use: what the client entry imports (React, React DOM, React
 * Router, the container and its wiring, io-ts, i18next) comes first, and `ui/root.tsx` imports this
 * module before the layout, the pages' components and their styles, which follow it. Only in a
 * browser: the server's renderer never waits here.
 */
if (typeof window !== 'undefined') await yieldToMain();
