import { InvalidArgumentError, Option, type Command } from 'commander';
import { err, ok, type Result } from 'neverthrow';
import { currencyKeys, type Currency } from '../../core/listing/FilterValues.ts';
import type { OffersPage } from '../../core/listing/Offer.ts';
import { listingUrlLanguage, parseListingUrl } from '../../core/listing/url/parseListingUrl.ts';
import { cardSalary } from '../../core/offers/offerDisplay.ts';
import type { SearchOffersInput } from '../../core/listing/search/SearchOffers.ts';
import { printed, type CliContext, type CommandRun } from '../CliContext.ts';
import { notAListingUrl, type CliFailure } from '../CliFailure.ts';
import { gatewayFailure } from '../describeFailure.ts';
import { table } from '../output.ts';
import { loadVocabulary } from './loadVocabulary.ts';

/** `jobboard offers search <listing-url>`: the offers a listing page shows, through SearchOffers. */
export function register(program: Command, cli: CliContext): void {
  const offers = program.command('offers').description('search the tenant’s offers');

  offers
    .command('search')
    .description('print the offers of a listing URL (a page of 100)')
    .argument('<listing-url>', 'a listing URL, absolute or a path with its query')
    .addOption(new Option('--currency <currency>', 'salaries in this currency (default: the configured one)').choices([...currencyKeys]))
    .addOption(new Option('--from <offset>', 'offset of the first offer').default(0).argParser(parseOffset))
    .action(
      cli.action(async (run: CommandRun, input: string, commandOptions: { currency?: Currency; from: number }) => {
        const useCases = await run.useCases();
        const { gateway } = run.options;
        return loadVocabulary(useCases, gateway, listingUrlLanguage(input) ?? 'en')
          .andThen((vocabulary): Result<SearchOffersInput, CliFailure> => {
            const parsed = parseListingUrl(input, vocabulary);
            if (parsed.kind === 'not-listing') return err(notAListingUrl(input));
            return ok({
              filters: parsed.filters,
              currency: commandOptions.currency ?? vocabulary.configuration.defaultCurrency,
              from: commandOptions.from,
            });
          })
          .andThen((search) => useCases.searchOffers.execute(search).mapErr(gatewayFailure(gateway)))
          .map((page) => printed(page, offersTable));
      }),
    );
}

function parseOffset(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('It must be a whole number, 0 or more.');
  return Number(value);
}

/** One row per offer, then where this page sits in the results. */
export function offersTable(page: OffersPage): string {
  const rows = page.items.map((offer) => {
    const salary = cardSalary(offer);
    return [
      offer.title,
      offer.companyName,
      offer.city,
      salary === null ? '-' : `${salary.amounts} ${salary.currency.toUpperCase()}/${salary.unit} ${salary.basis}`,
      offer.publishedAt.slice(0, 10),
      offer.slug,
    ];
  });
  const shown = page.items.length;
  const footer =
    shown === 0 ? 'no offers match' : `${shown} of ${page.totalCount} offers${page.nextFrom === null ? '' : ` (next page: --from ${page.nextFrom})`}`;
  return shown === 0 ? footer : `${table(['TITLE', 'COMPANY', 'CITY', 'SALARY', 'PUBLISHED', 'SLUG'], rows)}\n${footer}`;
}
