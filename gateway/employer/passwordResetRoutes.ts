import type { FastifyInstance } from 'fastify';
import { EmailRequestCodec, PasswordChangeRequestCodec } from '../../contract/employer.ts';
import type { ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import type { ResolvedAuthSettings } from '../session/AuthSettings.ts';
import { hashPassword } from '../session/passwordHashing.ts';
import { newPasswordProblem } from './accountRules.ts';
import { findUserByEmail, markConfirmed, setPasswordHash } from './employerAccounts.ts';
import { employerFamilies } from '../session/refreshTokens.ts';
import { issueEmployerToken, spendEmployerToken } from './employerTokens.ts';
import { sendEmployerMail } from './mail/employerMails.ts';
import { emailAddress } from './plainText.ts';
import { accepted, INVALID_LINK, type Limits } from './userRoutes.ts';

/**
 * POST /v1/users/password (a reset link by e-mail; the same answer whether the address has an
 * account or not) and PATCH /v1/users/password (the new password through that link).
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  deps: GatewayDeps,
  auth: ResolvedAuthSettings,
  mail: ResolvedAlertSettings,
  { limited }: Limits,
): Promise<void> {
  app.post('/:tenant/v1/users/password', limited, async (request, reply) => {
    const body = decodeInput(EmailRequestCodec, request.body);
    const email = body ? emailAddress(body.email, 'email') : null;
    if (!email || !email.ok) return sendBadRequest(reply, email && !email.ok ? email.message : 'Send {email}.');
    const tenantId = request.tenant.id;
    const user = await findUserByEmail(deps.db, tenantId, email.value);
    if (user) {
      const now = deps.now();
      const company = await deps.db.selectFrom('companies').select('name').where('id', '=', user.company_id).executeTakeFirstOrThrow();
      await deps.db.transaction().execute(async (trx) => {
        const token = await issueEmployerToken(trx, user.id, tenantId, 'password-reset', now);
        await sendEmployerMail(
          trx,
          mail,
          { tenantId, to: user.email, name: user.name, company: company.name, language: user.language, kind: 'password-reset', token },
          now,
        );
      });
    }
    return accepted('If this address has an account, a link to set a new password is on its way.');
  });

  app.patch('/:tenant/v1/users/password', limited, async (request, reply) => {
    const body = decodeInput(PasswordChangeRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send {reset_password_token, password, password_confirmation}.');
    const problem = newPasswordProblem(body.password, body.password_confirmation);
    if (problem) return sendBadRequest(reply, problem);
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    const now = deps.now();
    const tenantId = request.tenant.id;
    const changed = await deps.db.transaction().execute(async (trx) => {
      const used = await spendEmployerToken(trx, body.reset_password_token.trim(), tenantId, ['password-reset'], now);
      if (!used) return false;
      await setPasswordHash(trx, used.userId, passwordHash);
      // The link proved the mailbox is theirs; every earlier login ends.
      await markConfirmed(trx, used.userId, now);
      await employerFamilies.revokeOwner(trx, used.userId, now);
      return true;
    });
    if (!changed) return reply.code(409).send(INVALID_LINK);
    return accepted('Your password is changed. Log in with it.');
  });
}
