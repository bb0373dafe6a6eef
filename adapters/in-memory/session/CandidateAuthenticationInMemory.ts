import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/session.ts';
import type {
  AuthenticationFailure,
  CandidateAuthentication,
  Credentials,
  FirstPassword,
  PasswordResetFailure,
  PasswordResetRequest,
  Registration,
} from '../../../core/session/CandidateAuthentication.ts';
import type { CandidateProfile } from '../../../core/session/LoggedCandidate.ts';
import type { RefreshedSession } from '../../../core/session/SessionTokens.ts';
import { hasControlCharacters } from '../../../core/shared/controlCharacters.ts';

interface Account {
  /** Null: made by a job-alert form, waiting for its first password. */
  readonly password: string | null;
  readonly profile: CandidateProfile;
  /** The unused codes of the account's set-password links: any one of them sets a password, which spends them all. */
  readonly codes: readonly string[];
}

/** A set-password link the fake "sent", as the e-mail's link carries it. */
export interface SentPasswordLink {
  readonly to: string;
  readonly candidateId: string;
  readonly code: string;
}

export interface CandidateAuthenticationInMemoryOptions {
  /** Issues the bearer token for a candidate (e.g. SessionTokensInMemory.issue, so other fakes accept it). */
  readonly issue: (candidateId: string) => string;
  /** Adds a favourite for the candidate when a login carries favoriteOfferId. */
  readonly addFavourite?: (offerId: string) => void;
  readonly featureFlags?: number;
  /** Reset requests allowed per address before too-many-attempts (the gateway's account limit: 20 in its window). */
  readonly resetsPerAddress?: number;
}

const invalidInput: AuthenticationFailure = { kind: 'invalid-input' };
const normaliseEmail = (email: string) => email.trim().toLowerCase();
const resetFailureKinds: ReadonlySet<string> = new Set<PasswordResetFailure['kind']>([
  'invalid-input',
  'too-many-attempts',
  'network-failure',
  'bad-gateway-payload',
  'http-failure',
  'not-found',
  'unauthorized',
]);

/** A queued failure for a reset request; one that call cannot answer is a mistake in the test. */
function asResetFailure(failure: AuthenticationFailure): PasswordResetFailure {
  if (resetFailureKinds.has(failure.kind)) return failure as PasswordResetFailure;
  throw new Error(`requestPasswordReset never fails with ${failure.kind}`);
}

const passwordAllowed = (password: string) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

/** A first or last name as the gateway keeps it (trimmed, 1 to NAME_MAX_LENGTH characters, no control characters), or null. */
function cleanName(value: string): string | null {
  const name = value.trim();
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH && !hasControlCharacters(name) ? name : null;
}

/**
 * Candidate accounts in a map, with the gateway's answers (proven against it by
 * tests/contracts/session/candidateAuthentication.contract.ts): a wrong e-mail or password is
 * invalid-credentials (never which), a taken e-mail on registration is email-taken, e-mails compare
 * case-insensitively, input outside the contract's rules is invalid-input, a reset request answers
 * the same for any address and mails a link only to an account (`sentLinks`, the fake's mailbox).
 * `failNext` makes the next call fail; `calls` records what was sent.
 */
export class CandidateAuthenticationInMemory implements CandidateAuthentication {
  private readonly accounts = new Map<string, Account>();
  private readonly failures: AuthenticationFailure[] = [];
  private readonly resetRequests = new Map<string, number>();
  private nextId = 1;
  private nextCode = 1;
  readonly sentLinks: SentPasswordLink[] = [];
  readonly calls: {
    readonly call: 'login' | 'register' | 'set-password' | 'forgot-password';
    readonly body: Credentials | Registration | FirstPassword | PasswordResetRequest;
  }[] = [];

  constructor(private readonly options: CandidateAuthenticationInMemoryOptions) {}

  /** Test helper: an existing account. */
  addAccount(email: string, password: string, profile: CandidateProfile): void {
    this.accounts.set(normaliseEmail(email), { password, profile, codes: [] });
  }

  failNext(...failures: AuthenticationFailure[]): void {
    this.failures.push(...failures);
  }

  login(credentials: Credentials): ResultAsync<RefreshedSession, AuthenticationFailure> {
    this.calls.push({ call: 'login', body: credentials });
    const failure = this.failures.shift();
    if (failure) return errAsync(failure);
    const account = this.accounts.get(normaliseEmail(credentials.email));
    if (!account || account.password !== credentials.password) return errAsync({ kind: 'invalid-credentials' });
    return okAsync(this.open(account.profile, credentials.favoriteOfferId));
  }

  register(registration: Registration): ResultAsync<RefreshedSession, AuthenticationFailure> {
    this.calls.push({ call: 'register', body: registration });
    const failure = this.failures.shift();
    if (failure) return errAsync(failure);
    const email = normaliseEmail(registration.email);
    const firstName = cleanName(registration.firstName);
    const lastName = cleanName(registration.lastName);
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email) || !passwordAllowed(registration.password) || !firstName || !lastName) {
      return errAsync(invalidInput);
    }
    // An account a job-alert form made has no password yet: its owner gets the set-password link instead.
    if (this.accounts.get(email)?.password === null) return errAsync({ kind: 'password-link-sent' });
    if (this.accounts.has(email)) return errAsync({ kind: 'email-taken' });
    const profile: CandidateProfile = {
      id: `candidate-${this.nextId++}`,
      firstName,
      lastName,
      email,
      avatarUrl: null,
      unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
    };
    this.accounts.set(email, { password: registration.password, profile, codes: [] });
    return okAsync(this.open(profile, registration.favoriteOfferId));
  }

  /** Test helper: an account without a password yet, and the single-use code that sets it. */
  addPasswordlessAccount(email: string, code: string, profile: CandidateProfile): void {
    this.accounts.set(normaliseEmail(email), { password: null, profile, codes: [code] });
  }

  setPassword(input: FirstPassword): ResultAsync<RefreshedSession, AuthenticationFailure> {
    this.calls.push({ call: 'set-password', body: input });
    const failure = this.failures.shift();
    if (failure) return errAsync(failure);
    if (!passwordAllowed(input.password)) return errAsync(invalidInput);
    const entry = [...this.accounts.entries()].find(([, account]) => account.profile.id === input.candidateId);
    if (!entry || !entry[1].codes.includes(input.code)) return errAsync({ kind: 'invalid-code' });
    this.accounts.set(entry[0], { password: input.password, profile: entry[1].profile, codes: [] });
    return okAsync(this.open(entry[1].profile, undefined));
  }

  requestPasswordReset(request: PasswordResetRequest): ResultAsync<void, PasswordResetFailure> {
    this.calls.push({ call: 'forgot-password', body: request });
    const failure = this.failures.shift();
    if (failure) return errAsync(asResetFailure(failure));
    const email = normaliseEmail(request.email);
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return errAsync({ kind: 'invalid-input' });
    // Counted for every address, known or not, as the gateway does: the limit must not tell them apart either.
    const requests = (this.resetRequests.get(email) ?? 0) + 1;
    this.resetRequests.set(email, requests);
    if (requests > (this.options.resetsPerAddress ?? 20)) return errAsync({ kind: 'too-many-attempts' });
    const account = this.accounts.get(email);
    if (account) {
      const code = `reset-code-${this.nextCode++}`;
      this.accounts.set(email, { ...account, codes: [...account.codes, code] });
      this.sentLinks.push({ to: account.profile.email, candidateId: account.profile.id, code });
    }
    return okAsync(undefined);
  }

  private open(profile: CandidateProfile, favoriteOfferId: string | undefined): RefreshedSession {
    const token = this.options.issue(profile.id);
    if (favoriteOfferId !== undefined) this.options.addFavourite?.(favoriteOfferId);
    return { token, candidate: { ...profile, featureFlags: this.options.featureFlags ?? 0 } };
  }
}
