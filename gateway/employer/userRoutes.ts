import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  AddUserRequestCodec,
  COMPANY_NAME_MAX_LENGTH,
  ConfirmRequestCodec,
  EmailRequestCodec,
  SignUpRequestCodec,
  type AcceptedDto,
  type ConfirmResponseDto,
  type SignUpResponseDto,
} from '../../contract/employer.ts';
import type { ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { issueWelcomeCode } from '../offers/codes/prepaidCodes.ts';
import type { ResolvedAuthSettings } from '../session/AuthSettings.ts';
import { hashPassword } from '../session/passwordHashing.ts';
import { newPasswordProblem, personName, phoneNumber } from './accountRules.ts';
import {
  findUserByEmail,
  findUserById,
  insertCompany,
  insertUser,
  markConfirmed,
  NO_PASSWORD,
  setPasswordHash,
  toUserDto,
  type Language,
} from './employerAccounts.ts';
import { issueEmployerToken, peekEmployerToken, spendEmployerToken } from './employerTokens.ts';
import { sendEmployerMail } from './mail/employerMails.ts';
import { emailAddress, plainLine } from './plainText.ts';
import { currentRole } from './company/adminGuard.ts';
import { employerOf, type EmployerGuards } from './requireEmployer.ts';

const EMAIL_TAKEN = { error: 'email-taken', message: 'An employer account with this e-mail already exists. Log in, or reset the password.' } as const;
export const INVALID_LINK = {
  error: 'invalid-token',
  message: 'This link is not valid, has expired or has already been used. Ask for a new one.',
} as const;
/** The same words whether or not the address has an account: nobody learns who signed up. */
export const accepted = (message: string): AcceptedDto => ({ accepted: true, message });

class EmailTaken extends Error {}

export interface Limits {
  /** The tenant check and the login rate limit. */
  readonly limited: RouteShorthandOptions;
}

/** The language of e-mails sent from a request: `?lang=` or the tenant's. */
function languageOf(request: FastifyRequest): Language {
  const lang = (request.query as Record<string, unknown> | undefined)?.['lang'];
  return lang === 'pl' || lang === 'en' ? lang : request.tenant.defaultLanguage;
}

/** /v1/users: sign-up, users added by an admin and e-mail confirmation (the password reset: passwordResetRoutes.ts). */
export async function userRoutes(
  app: FastifyInstance,
  deps: GatewayDeps,
  auth: ResolvedAuthSettings,
  mail: ResolvedAlertSettings,
  guards: EmployerGuards,
  { limited }: Limits,
): Promise<void> {
  app.post('/:tenant/v1/users/sign_up', limited, async (request, reply) => {
    const body = decodeInput(SignUpRequestCodec, request.body);
    if (!body)
      return sendBadRequest(
        reply,
        'Send {company: {name, accepted_regulations, subscribe_to_newsletter}, user: {name, phone, email, password, password_confirmation}}.',
      );
    const company = plainLine(body.company.name, 'company.name', COMPANY_NAME_MAX_LENGTH);
    const name = personName(body.user.name, 'user.name');
    const email = emailAddress(body.user.email, 'user.email');
    const phone = phoneNumber(body.user.phone, 'user.phone');
    const password = newPasswordProblem(body.user.password, body.user.password_confirmation);
    const problems = [company, name, email, phone].flatMap((check) => (check.ok ? [] : [check.message]));
    if (password) problems.push(password.replace(/^password/, 'user.password'));
    if (!body.company.accepted_regulations) problems.push('company.accepted_regulations: the regulations must be accepted.');
    if (problems.length > 0 || !company.ok || !name.ok || !email.ok || !phone.ok) return sendBadRequest(reply, problems.join(' '));
    // Hash first: a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.user.password, auth.passwordHashing);
    const tenantId = request.tenant.id;
    const language = languageOf(request);
    const now = deps.now();
    try {
      const answer = await deps.db.transaction().execute(async (trx): Promise<SignUpResponseDto> => {
        const created = await insertCompany(trx, { tenantId, name: company.value, subscribeToNewsletter: body.company.subscribe_to_newsletter, now });
        const user = await insertUser(trx, {
          tenantId,
          companyId: created.id,
          email: email.value,
          passwordHash,
          name: name.value,
          phone: phone.value,
          role: 'admin',
          language,
          now,
        });
        if (!user) throw new EmailTaken();
        const token = await issueEmployerToken(trx, user.id, tenantId, 'confirmation', now);
        await issueWelcomeCode(trx, tenantId, created.id, now);
        await sendEmployerMail(
          trx,
          mail,
          { tenantId, to: user.email, name: user.name, company: created.name, language, kind: 'confirmation', token },
          now,
        );
        return { user: toUserDto(user), company: created };
      });
      request.log.info({ event: 'employer-signed-up', tenant: tenantId, company: answer.company.id });
      return reply.code(201).send(answer);
    } catch (error) {
      if (error instanceof EmailTaken) return reply.code(409).send(EMAIL_TAKEN);
      throw error;
    }
  });

  app.post('/:tenant/v1/users', { preHandler: guards.requireEmployer }, async (request, reply) => {
    const employer = employerOf(request);
    // The role now, not the token's: a demoted admin stops adding users at once.
    if ((await currentRole(deps.db, employer)) !== 'admin')
      return reply.code(403).send({ error: 'forbidden', message: 'Only an admin of the company can add users.' });
    const body = decodeInput(AddUserRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send {name, email, phone?, role?}.');
    const name = personName(body.name, 'name');
    const email = emailAddress(body.email, 'email');
    const phone = phoneNumber(body.phone, 'phone');
    if (!name.ok || !email.ok || !phone.ok) return sendBadRequest(reply, [name, email, phone].flatMap((c) => (c.ok ? [] : [c.message])).join(' '));
    const inviter = await findUserById(deps.db, request.tenant.id, employer.userId);
    const profile = inviter && (await deps.db.selectFrom('companies').select('name').where('id', '=', employer.companyId).executeTakeFirst());
    if (!inviter || !profile) return reply.code(404).send({ error: 'not-found', message: 'No such user.' });
    const now = deps.now();
    const tenantId = request.tenant.id;
    const created = await deps.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        tenantId,
        companyId: employer.companyId,
        email: email.value,
        passwordHash: NO_PASSWORD,
        name: name.value,
        phone: phone.value,
        role: body.role ?? 'recruiter',
        language: inviter.language,
        now,
      });
      if (!user) return null;
      const token = await issueEmployerToken(trx, user.id, tenantId, 'invitation', now);
      await sendEmployerMail(
        trx,
        mail,
        { tenantId, to: user.email, name: user.name, company: profile.name, language: user.language, kind: 'invitation', token },
        now,
      );
      return user;
    });
    return created ? reply.code(201).send(toUserDto(created)) : reply.code(409).send(EMAIL_TAKEN);
  });

  app.patch('/:tenant/v1/users/confirm', limited, async (request, reply) => {
    const body = decodeInput(ConfirmRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send {confirmation_token, password?, password_confirmation?}.');
    const token = body.confirmation_token.trim();
    const now = deps.now();
    const tenantId = request.tenant.id;
    const holder = await peekEmployerToken(deps.db, token, tenantId, ['confirmation', 'invitation'], now);
    const user = holder ? await findUserById(deps.db, tenantId, holder.userId) : undefined;
    if (!user) return reply.code(409).send(INVALID_LINK);
    const settingPassword = body.password !== undefined || user.password_hash === NO_PASSWORD;
    if (settingPassword) {
      const problem = newPasswordProblem(body.password ?? '', body.password_confirmation);
      if (problem)
        return sendBadRequest(
          reply,
          user.password_hash === NO_PASSWORD && body.password === undefined ? 'password: choose a password for your account.' : problem,
        );
    }
    const passwordHash = settingPassword ? await hashPassword(body.password ?? '', auth.passwordHashing) : null;
    const spent = await deps.db.transaction().execute(async (trx) => {
      const used = await spendEmployerToken(trx, token, tenantId, ['confirmation', 'invitation'], now);
      if (!used || used.userId !== user.id) return false;
      if (passwordHash) await setPasswordHash(trx, user.id, passwordHash);
      await markConfirmed(trx, user.id, now);
      return true;
    });
    if (!spent) return reply.code(409).send(INVALID_LINK);
    request.log.info({ event: 'employer-confirmed', tenant: tenantId, user: user.id });
    const answer: ConfirmResponseDto = { confirmed: true, email: user.email };
    return answer;
  });

  app.patch('/:tenant/v1/users/regenerate_confirmation_token', limited, async (request, reply) => {
    const body = decodeInput(EmailRequestCodec, request.body);
    const email = body ? emailAddress(body.email, 'email') : null;
    if (!email || !email.ok) return sendBadRequest(reply, email && !email.ok ? email.message : 'Send {email}.');
    const tenantId = request.tenant.id;
    const user = await findUserByEmail(deps.db, tenantId, email.value);
    if (user && user.confirmed_at === null) {
      const now = deps.now();
      const kind = user.password_hash === NO_PASSWORD ? 'invitation' : 'confirmation';
      const company = await deps.db.selectFrom('companies').select('name').where('id', '=', user.company_id).executeTakeFirstOrThrow();
      await deps.db.transaction().execute(async (trx) => {
        const token = await issueEmployerToken(trx, user.id, tenantId, kind, now);
        await sendEmployerMail(
          trx,
          mail,
          { tenantId, to: user.email, name: user.name, company: company.name, language: user.language, kind, token },
          now,
        );
      });
    }
    return accepted('If this address has an account waiting for confirmation, a new link is on its way.');
  });
}
