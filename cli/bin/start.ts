// What the launcher runs, from the sources or as the built bundle: the command line on this process's
// arguments and streams. The composition root (inversify, the adapters, the codecs) loads only once a
// command runs.
import type { ConnectCli } from '../CliUseCases.ts';
import { runCli } from '../main.ts';
import { processIo } from '../processIo.ts';

const connect: ConnectCli = async (connection) => (await import('../../composition/cli/connectCli.ts')).connectCli(connection);
process.exitCode = await runCli(process.argv.slice(2), processIo(), connect);
