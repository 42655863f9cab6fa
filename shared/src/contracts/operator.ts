import { isRecordId } from '@shop/shared/routing';
import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** The name of the OPERATOR_TOKEN credential in the audit; no stored token may take it. */
export const BOOTSTRAP_TOKEN_NAME = 'bootstrap';

/** The scopes a token can carry: `admin`, `refunds`, `views` or one remote's releases (`remote:<name>`). */
export const OPERATOR_SCOPE = /^(admin|refunds|views|remote:[a-z][a-z-]{0,39})$/;

export const operatorScopeSchema = z.string().regex(OPERATOR_SCOPE, 'must be admin, refunds, views or remote:<remote name>');

// A name is typed on the command line and shown in the audit: no spaces, and never shaped like
// an id, so `token revoke <name-or-id>` can tell the two apart.
export const operatorTokenNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
  .refine((name) => !isRecordId(name), 'must not look like a token id')
  .refine((name) => name !== BOOTSTRAP_TOKEN_NAME, `${BOOTSTRAP_TOKEN_NAME} is the name of OPERATOR_TOKEN`);

/** Whether a revoke names a token by its id rather than by its name. */
export const isTokenId = (value: string) => isRecordId(value);

/** POST operator/tokens. No expiry: the token lives until it is revoked. */
export const createOperatorTokenBody = z.object({
  name: operatorTokenNameSchema,
  scope: operatorScopeSchema,
  expiresInDays: z.number().int('must be a whole number').min(1, 'must be at least 1').max(3650, 'must be at most 3650').optional(),
});

/** DELETE operator/tokens/:token, by id or by the name of a live token. */
export const operatorTokenParams = z.object({ token: z.string().min(1).max(100) });

/** GET operator/audit?limit= */
export const operatorAuditQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 500')
    .max(500, 'must be between 1 and 500')
    .optional(),
});

/** A stored token as the operators see it: never its secret, never its hash. */
export const operatorTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.string(),
  createdBy: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  lastUsedAt: isoDateTime.nullable(),
});

/** POST operator/tokens: the token and, this once, its secret. */
export const createdOperatorTokenReplySchema = successReply(operatorTokenSchema.extend({ secret: z.string() }));
/** GET operator/tokens, newest first. */
export const operatorTokenListReplySchema = successReply(z.array(operatorTokenSchema));
/** DELETE operator/tokens/:token: the token as it is now. */
export const revokedOperatorTokenReplySchema = successReply(operatorTokenSchema);

/** One operator write: who (the token's name), from where, what, on what, and the state around it. */
export const operatorAuditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  tokenId: z.string().nullable(),
  tokenName: z.string(),
  address: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** GET operator/audit, newest first. */
export const operatorAuditReplySchema = successReply(z.array(operatorAuditEntrySchema));
