import type { Command } from 'commander';
import { ok } from 'neverthrow';
import { printed, type CliContext, type CommandRun } from '../CliContext.ts';

/** `jobboard logout`: ends the session of `jobboard login` on the gateway and removes its file. */
export function register(program: Command, cli: CliContext): void {
  program
    .command('logout')
    .description('end the candidate session of `jobboard login`')
    .action(
      cli.action(async (run: CommandRun) => {
        const { logout, sessionFile } = await run.useCases();
        await logout.execute();
        sessionFile.clear();
        return ok(printed({ loggedOut: true }, () => 'logged out'));
      }),
    );
}
