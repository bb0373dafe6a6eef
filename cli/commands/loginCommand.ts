import type { Command } from 'commander';
import { err, ok } from 'neverthrow';
import { printed, type CliContext, type CommandRun } from '../CliContext.ts';
import { cliFailure } from '../CliFailure.ts';
import { loginFailure } from '../describeLoginFailure.ts';
import { ExitCode } from '../ExitCode.ts';

interface LoginOptions {
  readonly email: string;
  readonly password?: string;
  readonly moveSearches?: true;
}

/**
 * `jobboard login`: a candidate session for the alerts commands, kept in
 * $HOME/.jobboard/<tenant>/session.json (owner-only). While it exists, `jobboard alerts` works on
 * the account's saved filters; searches saved on this computer as a guest are offered for moving.
 */
export function register(program: Command, cli: CliContext): void {
  program
    .command('login')
    .description('log in as a candidate (the session is kept in ~/.jobboard/<tenant>/session.json, owner-only)')
    .requiredOption('--email <email>', "the candidate's e-mail")
    .option('--password <password>', 'the password (default: $JOBBOARD_PASSWORD)')
    .option('--move-searches', 'move the searches saved on this computer to the account right away')
    .action(
      cli.action(async (run: CommandRun, commandOptions: LoginOptions) => {
        const password = commandOptions.password ?? run.io.env.JOBBOARD_PASSWORD ?? '';
        if (password === '') return err(cliFailure('password-required', 'a password is needed: --password or $JOBBOARD_PASSWORD', ExitCode.usage));
        const useCases = await run.useCases();
        const { sessionFile } = useCases;
        sessionFile.startCapturing();
        const result = await useCases.logIn.execute({ email: commandOptions.email, password });
        if (result.isErr()) {
          sessionFile.clear();
          return err(loginFailure(run.options.gateway)(result.error));
        }
        const { candidate } = result.value;
        sessionFile.rememberCandidate(candidate);

        // The guest's searches on this computer: offered for moving, never dropped.
        const local = await useCases.listSavedSearches.execute({ only: 'local' });
        const localCount = local.isOk() ? local.value.searches.length : 0;
        let moved: { moved: number; kept: number } | null = null;
        if (localCount > 0 && commandOptions.moveSearches === true) {
          const outcome = await useCases.moveLocalSearchesToAccount.execute();
          if (outcome.isOk()) moved = { moved: outcome.value.moved.length + outcome.value.alreadyOnAccount.length, kept: outcome.value.kept.length };
        }
        const value = {
          candidate: { id: candidate.id, email: candidate.email, firstName: candidate.firstName, lastName: candidate.lastName },
          session: sessionFile.file,
          localSearches: localCount,
          moved,
        };
        return ok(
          printed(value, () => {
            const lines = [`logged in as ${candidate.firstName} ${candidate.lastName} <${candidate.email}> (session in ${sessionFile.file})`];
            if (moved !== null) lines.push(`searches from this computer: ${moved.moved} moved to the account, ${moved.kept} kept here`);
            else if (localCount > 0)
              lines.push(`${localCount} searches are saved on this computer: move them to the account with jobboard alerts move`);
            return lines.join('\n');
          }),
        );
      }),
    );
}
