import type { FastifyReply } from 'fastify';
import { problemMessage, type Problems } from '../../core/profile/rules/Problems.ts';
import { sendBadRequest } from '../http/decodeInput.ts';

/** A 400 naming the first field to fix and what is wrong with it (`skills.2.name is too long.`). */
export const sendProblems = (reply: FastifyReply, problems: Problems): FastifyReply => sendBadRequest(reply, problemMessage(problems));

/** Whether the body is a JSON object (not an array, not null): every write of this context takes one. */
export const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);
