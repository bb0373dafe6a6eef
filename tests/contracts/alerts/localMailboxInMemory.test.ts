import { LocalMailboxInMemory } from '../../../adapters/in-memory/alerts/LocalMailboxInMemory.ts';
import { localMailboxContract, mailboxFixture } from './localMailbox.contract.ts';

localMailboxContract(
  'LocalMailboxInMemory',
  () => new LocalMailboxInMemory(mailboxFixture),
  () => new LocalMailboxInMemory(mailboxFixture, true),
);
