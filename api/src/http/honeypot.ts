import { randomUUID } from 'node:crypto';
import { idReplySchema } from '@shop/shared/contracts';
import { isHoneypotFilled } from '@shop/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
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

interface InquiryPost<Body extends ZodType> {
  /** What the log calls a dropped one, e.g. 'wholesale inquiry'. */
  label: string;
  /** The reply's message, the same for a kept and a dropped inquiry. */
  sent: string;
  rateLimit: { max: number; timeWindow: string };
  body: Body;
}

/**
 * The options of an inquiry form's POST with a hidden field: its rate limit, the trap, the asker's
 * account when signed in (the inquiry is linked to it), and a 201 with the stored inquiry's id.
 */
export function inquiryPostOptions<Body extends ZodType>(app: FastifyInstance, { label, sent, rateLimit, body }: InquiryPost<Body>) {
  return {
    config: { rateLimit },
    preValidation: dropTrappedPost(label, sent),
    preHandler: app.identify,
    schema: { body, response: { 201: idReplySchema } },
  };
}
