import { randomUUID } from 'node:crypto';
import { isHoneypotFilled } from '@shop/shared/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope';

/**
 * A pre-validation hook for the inquiry forms: a robot that filled the hidden field is answered
 * like everyone else (201 and an id) and forgotten, before its body is checked, so a trap filled
 * beside invalid fields does not earn it a telling 400.
 */
export function dropTrappedPost(label: string, message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isHoneypotFilled(request.body)) return;
    request.log.info(`${label} dropped: hidden field filled`);
    return reply.code(201).send(ok({ _id: randomUUID() }, message));
  };
}
