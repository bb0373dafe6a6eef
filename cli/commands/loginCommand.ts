import type { Command } from 'commander';
import type { AuthenticationFailure } from '../../core/session/CandidateAuthentication.ts';
import { resolve } from '../../composition/provide.ts';
import { T } from '../../composition/tokens.ts';
import { ExitCode, ioOf, type CliContext } from '../CliContext.ts';
import { describeFailure } from '../describeFailure.ts';
import { render } from '../output.ts';

/**
 * `jobboard login` and `jobboard logout`: a candidate session for the alerts commands, kept in
 * $HOME/.jobboard/<tenant>/session.json (owner-only). While it exists, `jobboard alerts` works on
 * the account's saved filters; searches saved on this computer as a guest are offered for moving.
 */
export function register(program: Command, context: CliContext): void {
  program
    .command('login')
    .description('log in as a candidate (the session is kept in ~/.jobboard/<tenant>/session.json, owner-only)')
    .requiredOption('--email <email>', 'the candidate\'s e-mail')
    .option('--password <password>', 'the password (default: $JOBBOARD_PASSWORD)')
    .option('--move-searches', 'move the searches saved on this computer to the account right away')
    .action(async (commandOptions: { email: string; password?: string; moveSearches?: true }, command: Command) => {
      const options = context.globalOptions(command);
      const password = commandOptions.password ?? ioOf(context).env.JOBBOARD_PASSWORD ?? '';
      if (password === '') return context.fail('a password is needed: --password or $JOBBOARD_PASSWORD', ExitCode.usage);
      let container;
      try {
        container = await context.container(options);
      } catch (error) {
        return context.fail(`cannot set up the CLI: ${error instanceof Error ? error.message : String(error)}`);
      }
      const sessionFile = resolve(container, T.CliSessionFile);
      sessionFile.startCapturing();
      const result = await resolve(container, T.LogIn).execute({ email: commandOptions.email, password });
      if (result.isErr()) {
        sessionFile.clear();
        return context.fail(describeLoginFailure(result.error, options.gateway), result.error.kind === 'invalid-input' ? ExitCode.usage : ExitCode.failed);
      }
      const { candidate } = result.value;
      sessionFile.rememberCandidate(candidate);

      // The guest's searches on this computer: offered for moving, never dropped.
      const local = await resolve(container, T.ListSavedSearches).execute({ only: 'local' });
      const localCount = local.isOk() ? local.value.searches.length : 0;
      let moved: { moved: number; kept: number } | null = null;
      if (localCount > 0 && commandOptions.moveSearches === true) {
        const outcome = await resolve(container, T.MoveLocalSearchesToAccount).execute();
        if (outcome.isOk()) moved = { moved: outcome.value.moved.length + outcome.value.alreadyOnAccount.length, kept: outcome.value.kept.length };
      }
      const value = { candidate: { id: candidate.id, email: candidate.email, firstName: candidate.firstName, lastName: candidate.lastName }, session: sessionFile.file, localSearches: localCount, moved };
      ioOf(context).stdout(
        render(value, options.json, () => {
          const lines = [`logged in as ${candidate.firstName} ${candidate.lastName} <${candidate.email}> (session in ${sessionFile.file})`];
          if (moved !== null) lines.push(`searches from this computer: ${moved.moved} moved to the account, ${moved.kept} kept here`);
          else if (localCount > 0) lines.push(`${localCount} searches are saved on this computer: move them to the account with jobboard alerts move`);
          return lines.join('\n');
        }),
      );
    });

  program
    .command('logout')
    .description('end the candidate session of `jobboard login`')
    .action(async (_options: unknown, command: Command) => {
      const options = context.globalOptions(command);
      let container;
      try {
        container = await context.container(options);
      } catch (error) {
        return context.fail(`cannot set up the CLI: ${error instanceof Error ? error.message : String(error)}`);
      }
      await resolve(container, T.Logout).execute();
      resolve(container, T.CliSessionFile).clear();
      ioOf(context).stdout(render({ loggedOut: true }, options.json, () => 'logged out'));
    });
}

function describeLoginFailure(failure: AuthenticationFailure, gateway: string): string {
  switch (failure.kind) {
    case 'invalid-credentials':
      return 'wrong e-mail or password';
    case 'invalid-input':
      return `the gateway refused the login data${failure.message === undefined ? '' : `: ${failure.message}`}`;
    case 'email-taken':
      return 'this e-mail is taken';
    case 'too-many-attempts':
      return 'too many attempts: wait a moment and try again';
    case 'invalid-code':
      return 'the set-password link is not valid or was used';
    default:
      return describeFailure(failure, gateway);
  }
}
