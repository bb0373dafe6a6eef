import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RegisterRequestCodec, SetPasswordRequestCodec } from '../../contract/session.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { findById, insertCandidate, NO_PASSWORD, normaliseEmail, updatePasswordHash } from './candidates.ts';
import { loginRateLimited } from './loginRateLimit.ts';
import type { OpenSession } from './openSession.ts';
import { hashPassword } from './passwordHashing.ts';
import { usePasswordCode } from './passwordCodes.ts';

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function cleanName(value: string): string | null {
  const name = value.trim();
  return name.length >= 1 && name.length <= NAME_MAX_LENGTH && !CONTROL_CHARACTERS.test(name) ? name : null;
}

const passwordLengthProblem = `The password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
const passwordLengthOk = (password: string) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

/** POST register and POST set-password under /:tenant/authentication: an account's first password, then logged in. */
export function registrationRoutes(app: FastifyInstance, deps: GatewayDeps, auth: ResolvedAuthSettings, openSession: OpenSession): void {
  const limited = loginRateLimited(auth);

  app.post('/:tenant/authentication/register', limited, async (request, reply) => {
    const body = decodeInput(RegisterRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send email, password, firstName and lastName.');
    const email = normaliseEmail(body.email);
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return sendBadRequest(reply, 'Enter a valid e-mail address.');
    if (!passwordLengthOk(body.password)) return sendBadRequest(reply, passwordLengthProblem);
    const firstName = cleanName(body.firstName);
    const lastName = cleanName(body.lastName);
    if (!firstName || !lastName) return sendBadRequest(reply, `First and last name need 1 to ${NAME_MAX_LENGTH} characters.`);
    // Hash before looking for the e-mail: a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    const candidate = await insertCandidate(deps.db, { tenantId: request.tenant.id, email, passwordHash, firstName, lastName, now: deps.now() });
    if (!candidate) return reply.code(409).send({ error: 'email-taken', message: 'An account with this e-mail already exists. Sign in instead.' });
    request.log.info({ event: 'candidate-registered', tenant: request.tenant.id, candidate: candidate.id });
    const session = await openSession(request, reply, candidate, body.favoriteOfferId);
    return reply.code(201).send(session);
  });

  /** The first password of an account a job-alert form made ("create account"), through the e-mail's single-use link; then logged in. */
  app.post('/:tenant/authentication/set-password', limited, async (request, reply) => {
    const body = decodeInput(SetPasswordRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send candidateId, code and password.');
    if (!passwordLengthOk(body.password)) return sendBadRequest(reply, passwordLengthProblem);
    const invalidCode = () => reply.code(409).send({ error: 'invalid-code', message: 'This link is not valid, has expired or has already been used.' });
    const candidateId = body.candidateId.trim().toLowerCase();
    const candidate = UUID_PATTERN.test(candidateId) ? await findById(deps.db, request.tenant.id, candidateId) : undefined;
    if (!candidate || candidate.password_hash !== NO_PASSWORD) return invalidCode();
    const passwordHash = await hashPassword(body.password, auth.passwordHashing);
    if (!(await usePasswordCode(deps.db, candidate.id, request.tenant.id, body.code.trim(), deps.now()))) return invalidCode();
    await updatePasswordHash(deps.db, candidate.id, passwordHash);
    request.log.info({ event: 'password-set', tenant: request.tenant.id, candidate: candidate.id });
    return openSession(request, reply, { ...candidate, password_hash: passwordHash }, null);
  });
}
