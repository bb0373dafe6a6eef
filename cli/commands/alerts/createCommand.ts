import type { Command } from 'commander';
import type { ResultAsync } from 'neverthrow';
import type { SearchDescription } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import { isLoggedIn } from '../../../core/session/SessionState.ts';
import { printed, type CliContext, type CommandRun, type Printed } from '../../CliContext.ts';
import type { CliFailure } from '../../CliFailure.ts';
import type { CliUseCases } from '../../CliUseCases.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { frequencyOption, givenFrequency } from './alertsOptions.ts';
import { alertEnabledLine } from './savedSearchesOutput.ts';
import { searchOfUrl } from './searchOfUrl.ts';

interface CreateOptions {
  readonly email?: string;
  readonly name?: string;
  readonly frequency?: string;
  readonly acceptPrivacy?: true;
  readonly marketing?: true;
  readonly createAccount?: true;
}

/**
 * `jobboard alerts create <listing-url>`: the web's alert form. Logged in, CreateCandidateAlert
 * (save the search, or take the one already saved, then enable its alert); as a guest,
 * CreateGuestAlert (an alert activated from the e-mail it sends).
 */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('create')
    .description('create an e-mail alert for a listing URL (guest: with --email, activated from the e-mail; logged in: save and enable)')
    .argument('<listing-url>', 'a listing URL, absolute or a path with its query')
    .option('--email <email>', 'where the alert goes (guests)')
    .option('--name <name>', "the alert's name (default: the search's tags)")
    .addOption(frequencyOption())
    .option('--accept-privacy', 'the privacy policy is accepted (required for guests)')
    .option('--marketing', 'agree to marketing messages')
    .option('--create-account', 'also create a candidate account for the e-mail')
    .action(
      cli.action(async (run: CommandRun, url: string, commandOptions: CreateOptions) => {
        const useCases = await run.useCases();
        return searchOfUrl(useCases, run.options.gateway, url).andThen((search) =>
          isLoggedIn(useCases.session.current)
            ? candidateAlert(useCases, run.options.gateway, search, commandOptions)
            : guestAlert(useCases, run.options.gateway, search, commandOptions),
        );
      }),
    );
}

function candidateAlert(useCases: CliUseCases, gateway: string, search: SearchDescription, options: CreateOptions): ResultAsync<Printed, CliFailure> {
  return useCases.createCandidateAlert
    .execute({ searchUrl: search.searchUrl, filters: search.filters, name: options.name ?? search.defaultName, ...givenFrequency(options.frequency) })
    .mapErr(alertsFailure(gateway))
    .map((filter) => printed(filter, alertEnabledLine));
}

function guestAlert(useCases: CliUseCases, gateway: string, search: SearchDescription, options: CreateOptions): ResultAsync<Printed, CliFailure> {
  const email = options.email ?? '';
  return useCases.createGuestAlert
    .execute({
      searchUrl: search.searchUrl,
      filters: search.filters,
      form: {
        name: options.name ?? search.defaultName,
        email,
        privacyPolicy: options.acceptPrivacy === true,
        marketingAgreement: options.marketing === true,
        createAccount: options.createAccount === true,
        ...givenFrequency(options.frequency),
      },
    })
    .mapErr(alertsFailure(gateway))
    .map((created) => printed(created, () => `alert created: ${created.jobFilterId} (inactive until the link in the e-mail to ${email} is opened)`));
}
