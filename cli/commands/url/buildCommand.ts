import { Option, type Command } from 'commander';
import { err, errAsync, ok, Result } from 'neverthrow';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import { filterValuesFromInput } from '../../../core/listing/url/filterValuesInput.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { printed, type CliContext, type CommandRun, type Printed } from '../../CliContext.ts';
import { cliFailure, type CliFailure } from '../../CliFailure.ts';
import { ExitCode } from '../../ExitCode.ts';
import { loadVocabulary } from '../loadVocabulary.ts';

const parseJson = Result.fromThrowable(
  (text: string): unknown => JSON.parse(text === '' ? '{}' : text),
  () => cliFailure('invalid-input', 'stdin is not JSON: give filter values such as {"city":"krakow"} ({} for none)', ExitCode.usage),
);

/** `jobboard url build`: filter values as JSON on stdin, their canonical listing URL out. */
export function register(url: Command, cli: CliContext): void {
  url
    .command('build')
    .description('read filter values as JSON on stdin ({} for none) and print their listing URL, last')
    .addOption(new Option('--language <language>', 'the words of the URL').choices(['pl', 'en']).default('en'))
    .action(
      cli.action(async (run: CommandRun, commandOptions: { language: Language }) => {
        // The input is checked before the use cases load: a usage error costs no set-up.
        const input = parseJson((await run.io.readStdin?.()) ?? '');
        if (input.isErr()) return errAsync(input.error);
        return loadVocabulary(await run.useCases(), run.options.gateway, commandOptions.language).andThen(
          (vocabulary): Result<Printed, CliFailure> => {
            const filters = filterValuesFromInput(input.value, vocabulary);
            if (filters.isErr()) {
              const { path, expected } = filters.error;
              return err(
                cliFailure('invalid-filter-values', `invalid filter values at ${path}: expected ${expected}`, ExitCode.usage, { path, expected }),
              );
            }
            const built = buildListingUrl(filters.value, commandOptions.language, vocabulary);
            return ok(printed({ url: built, filters: filters.value }, (value) => value.url));
          },
        );
      }),
    );
}
