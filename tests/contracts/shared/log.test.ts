import { afterEach, vi } from 'vitest';
import { LogInMemory } from '../../../adapters/in-memory/LogInMemory.ts';
import { LogConsole } from '../../../adapters/system/LogConsole.ts';
import { logContract } from './log.contract.ts';

afterEach(() => vi.restoreAllMocks());

logContract('LogInMemory', () => {
  const log = new LogInMemory();
  return { log, written: () => log.entries };
});

/** LogConsole as composed (the global console), its `console.warn` lines captured instead of printed. */
logContract(
  'LogConsole',
  () => {
    const lines: { message: string; context: Readonly<Record<string, unknown>> }[] = [];
    vi.spyOn(console, 'warn').mockImplementation((prefix: unknown, message: unknown, context: unknown) => {
      if (prefix === '[jobboard]') lines.push({ message: message as string, context: context as Readonly<Record<string, unknown>> });
    });
    return { log: new LogConsole(), written: () => lines };
  },
  () =>
    new LogConsole({
      warn: () => {
        throw new Error('the console is closed');
      },
    }),
);
