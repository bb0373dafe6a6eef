import type { EmployerProfile } from '../../../core/employer/EmployerProfile.ts';

export interface EmployerAccount {
  profile: EmployerProfile;
  password: string;
  confirmed: boolean;
}

export type MailKind = 'confirmation' | 'password-reset';

const base64Url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The fake employer gateway's state, shared by the authentication and profile fakes and read by the
 * offer fakes: accounts, the links "mailed" to them, the live access tokens and the refresh cookie
 * of the one device under test. Tokens are JWT-shaped (unsigned), so the bearer stores keep them.
 */
export class EmployerAccountsInMemory {
  readonly accounts = new Map<string, EmployerAccount>();
  /** Single-use tokens of the links sent, by token. */
  readonly links = new Map<string, { readonly email: string; readonly kind: MailKind }>();
  /** The newest link of each kind sent to each address. */
  private readonly mailbox = new Map<string, string>();
  /** Access token → account e-mail, while valid. */
  readonly accessTokens = new Map<string, string>();
  /** Whose refresh cookie this device holds (null: none). */
  refreshCookie: string | null = null;
  private counter = 0;
  private companies = 0;

  constructor(readonly tenantId = 'jobboard') {}

  addAccount(input: {
    email: string;
    password: string;
    name: string;
    phone: string | null;
    companyName: string;
    confirmed?: boolean;
  }): EmployerAccount {
    this.companies += 1;
    const account: EmployerAccount = {
      password: input.password,
      confirmed: input.confirmed ?? false,
      profile: {
        id: `00000000-0000-4000-8000-${String(this.companies).padStart(12, '0')}`,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        role: 'admin',
        language: 'pl',
        company: { id: this.companies, name: input.companyName, slug: `company-${this.companies}` },
      },
    };
    this.accounts.set(account.profile.email, account);
    return account;
  }

  /** Sends a link: a new single-use token, the newest of its kind for the address. */
  mail(email: string, kind: MailKind): string {
    const token = `link-${++this.counter}-${kind}`;
    this.links.set(token, { email, kind });
    this.mailbox.set(`${kind}|${email}`, token);
    return token;
  }

  /** The token of the newest link of `kind` sent to `email` (what a person reads in the mailbox). */
  lastLink(email: string, kind: MailKind): string | null {
    return this.mailbox.get(`${kind}|${email.toLowerCase()}`) ?? null;
  }

  issueAccessToken(email: string): string {
    const token = `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify({ sub: email, n: ++this.counter }))}.sig`;
    this.accessTokens.set(token, email);
    return token;
  }

  /** The account a bearer token belongs to, or null. */
  accountOf(bearer: string | null): EmployerAccount | null {
    const email = bearer === null ? undefined : this.accessTokens.get(bearer);
    return email === undefined ? null : (this.accounts.get(email) ?? null);
  }

  /** Every access token stops working (as after their 15 minutes); the refresh cookie still works. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  revokeAll(email: string): void {
    for (const [token, owner] of this.accessTokens) if (owner === email) this.accessTokens.delete(token);
    if (this.refreshCookie === email) this.refreshCookie = null;
  }
}
