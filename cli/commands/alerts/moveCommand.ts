import type { Command } from 'commander';
import { runUseCase, type CliContext } from '../../CliContext.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';
import { describeMove } from './savedSearchesOutput.ts';

/** `jobboard alerts move`: MoveLocalSearchesToAccount, as the web offers after login. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('move')
    .description('after login: move the searches saved on this computer to the account (any that fail stay here)')
    .action(cli.action(runUseCase((useCases) => useCases.moveLocalSearchesToAccount, alertsFailure, describeMove)));
}
