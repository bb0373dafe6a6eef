import { ErrorReporterInMemory } from '../../../adapters/in-memory/ErrorReporterInMemory.ts';
import { ErrorReporterConsole } from '../../../adapters/system/ErrorReporterConsole.ts';
import { errorReporterContract } from './errorReporter.contract.ts';

errorReporterContract('ErrorReporterInMemory', () => {
  const reporter = new ErrorReporterInMemory();
  return { reporter, received: () => reporter.reported };
});

errorReporterContract(
  'ErrorReporterConsole',
  () => {
    const lines: { error: unknown; context: Readonly<Record<string, unknown>> }[] = [];
    const reporter = new ErrorReporterConsole({
      error: (_prefix: unknown, error: unknown, context: Readonly<Record<string, unknown>>) => void lines.push({ error, context }),
    });
    return { reporter, received: () => lines };
  },
  () =>
    new ErrorReporterConsole({
      error: () => {
        throw new Error('the console is closed');
      },
    }),
);
