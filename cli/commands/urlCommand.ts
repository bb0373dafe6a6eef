import type { Command } from 'commander';
import { Option } from 'commander';
import { okAsync } from 'neverthrow';
import { buildListingUrl } from '../../core/listing/url/buildListingUrl.ts';
import type { FilterValues } from '../../core/listing/FilterValues.ts';
import { filterValuesFromInput } from '../../core/listing/url/filterValuesInput.ts';
import type { ListingVocabulary } from '../../core/listing/ListingVocabulary.ts';
import type { LoadListingVocabulary } from '../../core/listing/search/LoadListingVocabulary.ts';
import { listingUrlLanguage, parseListingUrl } from '../../core/listing/url/parseListingUrl.ts';
import type { Language } from '../../core/tenancy/Tenant.ts';
import { resolve } from '../../composition/provide.ts';
import { T } from '../../composition/tokens.ts';
import { ExitCode, type CliContext, type GlobalOptions } from '../CliContext.ts';
import { describeFailure } from '../describeFailure.ts';
import { fields } from '../output.ts';

/** Reads the whole of standard input. Passed in so that tests can give their own. */
export type ReadInput = () => Promise<string>;

/**
 * `jobboard url parse <url>` and `jobboard url build`: the listing URL grammar, both ways, with the
 * same core functions the web app uses, over the tenant's vocabulary from the gateway.
 */
export function register(program: Command, context: CliContext, readInput: ReadInput = readStandardInput): void {
  const url = program.command('url').description('parse and build listing URLs (docs/listing-url.md)');

  url
    .command('parse')
    .description('print the filter values of a listing URL (exit 1 if it is not one)')
    .argument('<url>', 'a listing URL, absolute or a path with its query')
    .action(async (input: string, _options: unknown, command: Command) => {
      const options = context.globalOptions(command);
      const vocabulary = await loadVocabulary(context, options, listingUrlLanguage(input) ?? 'en');
      if (vocabulary === null) return;
      const parsed = parseListingUrl(input, vocabulary);
      if (parsed.kind === 'not-listing') return context.fail(`not a listing URL: ${oneLine(input)}`);
      const canonical = buildListingUrl(parsed.filters, parsed.language, vocabulary);
      await context.report(options, okAsync(parsed.filters), (filters) => describeFilters(filters, parsed.language, canonical));
    });

  url
    .command('build')
    .description('read filter values as JSON on stdin ({} for none) and print their listing URL, last')
    .addOption(new Option('--language <language>', 'the words of the URL').choices(['pl', 'en']).default('en'))
    .action(async (commandOptions: { language: Language }, command: Command) => {
      const options = context.globalOptions(command);
      const text = await readInput();
      let input: unknown;
      try {
        input = JSON.parse(text === '' ? '{}' : text);
      } catch {
        return context.fail('stdin is not JSON: give filter values such as {"city":"krakow"} ({} for none)', ExitCode.usage);
      }
      const vocabulary = await loadVocabulary(context, options, commandOptions.language);
      if (vocabulary === null) return;
      const filters = filterValuesFromInput(input, vocabulary);
      if (filters.isErr()) {
        return context.fail(`invalid filter values at ${filters.error.path}: expected ${filters.error.expected}`, ExitCode.usage);
      }
      const built = buildListingUrl(filters.value, commandOptions.language, vocabulary);
      await context.report(options, okAsync({ url: built, filters: filters.value }), (value) => value.url);
    });
}

/** The tenant's vocabulary through LoadListingVocabulary, or null after reporting the failure. */
export async function loadVocabulary(context: CliContext, options: GlobalOptions, language: Language): Promise<ListingVocabulary | null> {
  let loadListingVocabulary: LoadListingVocabulary;
  try {
    loadListingVocabulary = resolve(await context.container(options), T.LoadListingVocabulary);
  } catch (error) {
    context.fail(`cannot set up the CLI: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const result = await loadListingVocabulary.execute(language);
  if (result.isOk()) return result.value;
  context.fail(describeFailure(result.error, options.gateway));
  return null;
}

/** The filter values for people: one line per field that is set, then the canonical URL. */
export function describeFilters(filters: FilterValues, language: Language, canonical: string): string {
  const list = (values: readonly string[]) => values.join(', ');
  const entries: Array<readonly [string, string | number]> = [['language', language]];
  entries.push(['location', filters.remote ? 'remote' : (filters.city ?? 'all locations')]);
  if (filters.category !== null) entries.push(['category', filters.category]);
  if (filters.subcategories.length > 0) entries.push(['subcategories', list(filters.subcategories)]);
  if (filters.keywords.length > 0) entries.push(['keywords', list(filters.keywords)]);
  if (filters.skills.length > 0) entries.push(['skills', list(filters.skills)]);
  if (filters.companyNames.length > 0) entries.push(['companies', list(filters.companyNames)]);
  if (filters.jobTitles.length > 0) entries.push(['titles', list(filters.jobTitles)]);
  if (filters.city !== null) entries.push(['radius', `${filters.cityRadiusKm} km`]);
  if (filters.salary !== null) entries.push(['salary', `${filters.salary[0]} - ${filters.salary[1]}`]);
  if (filters.employmentTypes.length > 0) entries.push(['employment types', list(filters.employmentTypes)]);
  if (filters.experienceLevels.length > 0) entries.push(['experience', list(filters.experienceLevels)]);
  if (filters.remoteWorkOptions.length > 0) entries.push(['workplace', list(filters.remoteWorkOptions)]);
  if (filters.workingTimes.length > 0) entries.push(['working time', list(filters.workingTimes)]);
  if (filters.withSalary) entries.push(['with salary', 'yes']);
  if (filters.ukraineFriendly) entries.push(['ukraine friendly', 'yes']);
  if (filters.showMap) entries.push(['map', 'shown']);
  entries.push(['sort', filters.sort]);
  entries.push(['canonical', canonical]);
  return fields(entries);
}

/** Hostile input stays on one line of stderr, and not too long a one. */
const oneLine = (text: string): string => {
  const flat = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

async function readStandardInput(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').trim();
}
