import { SingleFlight } from '../../shared/singleFlight.ts';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { firstValueFrom, timer, type SchedulerLike } from 'rxjs';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { ErrorReporter } from '../../shared/ErrorReporter.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ChatTokens } from './ChatTokens.ts';

/** platform.md 7 and 9: 3 retries, 500 ms apart. */
export const CHAT_TOKEN_RETRIES = 3;
export const CHAT_TOKEN_RETRY_MS = 500;

export type ChatTokenFailure = GatewayFailure | { readonly kind: 'chat-token-missing' };

/**
 * The chat session token of a user: fetched once and kept for as long as the page lives (cached
 * indefinitely, platform.md 9), tried again 3 times 500 ms apart (on the scheduler). A token still
 * missing after that, or an empty one, is reported to the error-reporting service (platform.md 8).
 */
export class GetChatToken implements UseCase<string, string, ChatTokenFailure> {
  private readonly tokens = new Map<string, string>();
  private readonly fetches = new SingleFlight<string, string, ChatTokenFailure>();

  constructor(
    private readonly source: ChatTokens,
    private readonly calls: AuthenticatedCalls,
    private readonly reporter: ErrorReporter,
    private readonly scheduler: SchedulerLike,
  ) {}

  execute(userId: string): ResultAsync<string, ChatTokenFailure> {
    const known = this.tokens.get(userId);
    if (known !== undefined) return okAsync(known);
    return this.fetches.run(userId, () => this.fetch(userId));
  }

  private fetch(userId: string): ResultAsync<string, ChatTokenFailure> {
    return this.attempt(userId, 0)
      .andThen((token) => (token === '' ? errAsync<string, ChatTokenFailure>({ kind: 'chat-token-missing' }) : okAsync(token)))
      .map((token) => {
        this.tokens.set(userId, token);
        return token;
      })
      .mapErr((failure) => {
        this.reporter.report(failure, { context: 'chat.session-token', userId });
        return failure;
      });
  }

  /** Forgets a token the chat refused (expired): the next `execute` fetches a new one. */
  forget(userId: string): void {
    this.tokens.delete(userId);
  }

  private attempt(userId: string, retriesDone: number): ResultAsync<string, GatewayFailure> {
    return this.calls
      .run(() => this.source.sessionToken(userId))
      .orElse((failure) => {
        if (retriesDone >= CHAT_TOKEN_RETRIES) return errAsync(failure);
        const wait = ResultAsync.fromSafePromise(firstValueFrom(timer(CHAT_TOKEN_RETRY_MS, this.scheduler)));
        return wait.andThen(() => this.attempt(userId, retriesDone + 1));
      });
  }
}
