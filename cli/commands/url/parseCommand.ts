import type { Command } from 'commander';
import { err, ok, type Result } from 'neverthrow';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import { listingUrlLanguage, parseListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { printed, type CliContext, type CommandRun, type Printed } from '../../CliContext.ts';
import { notAListingUrl, type CliFailure } from '../../CliFailure.ts';
import { loadVocabulary } from '../loadVocabulary.ts';
import { describeFilters } from './describeFilters.ts';

/** `jobboard url parse <url>`: the filter values of a listing URL (exit 1 if it is not one). */
export function register(url: Command, cli: CliContext): void {
  url
    .command('parse')
    .description('print the filter values of a listing URL (exit 1 if it is not one)')
    .argument('<url>', 'a listing URL, absolute or a path with its query')
    .action(
      cli.action(async (run: CommandRun, input: string) =>
        loadVocabulary(await run.useCases(), run.options.gateway, listingUrlLanguage(input) ?? 'en').andThen(
          (vocabulary): Result<Printed, CliFailure> => {
            const parsed = parseListingUrl(input, vocabulary);
            if (parsed.kind === 'not-listing') return err(notAListingUrl(input));
            const canonical = buildListingUrl(parsed.filters, parsed.language, vocabulary);
            return ok(printed(parsed.filters, (filters) => describeFilters(filters, parsed.language, canonical)));
          },
        ),
      ),
    );
}
