import { errAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { LocalMailbox, MailboxMessage } from './LocalMailbox.ts';

export interface ReadLocalMailInput {
  readonly id: string | null | undefined;
}

/** One message of the local mailbox. A blank id is not-found without a call. */
export class ReadLocalMail implements UseCase<ReadLocalMailInput, MailboxMessage, GatewayFailure> {
  constructor(private readonly mailbox: LocalMailbox) {}

  execute(input: ReadLocalMailInput): ResultAsync<MailboxMessage, GatewayFailure> {
    const id = input.id?.trim() ?? '';
    if (id === '') return errAsync({ kind: 'not-found' });
    return this.mailbox.read(id);
  }
}
