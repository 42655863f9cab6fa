import { z } from 'zod';
import type { changePasswordSchema, signInSchema, signUpSchema } from '../validation/auth-schemas';
import { successReply } from './api-envelope';
import { userSchema } from './user';

/** A session's two tokens, for a client that is not a browser; a browser gets them as HttpOnly cookies only. */
export const sessionTokensSchema = z.object({ token: z.string(), refreshToken: z.string() });

/** The data of a successful login or code verification: the session itself is in the cookies. */
export const loginReplySchema = successReply(z.object({ user: userSchema }));

/** POST auth/token: a non-browser client's tokens, which it sends as `Authorization: Bearer`. */
export const tokenReplySchema = successReply(sessionTokensSchema);

/** GET auth/refreshtoken: null for a browser (new cookies); the new tokens for a client that sent its refresh token as a bearer token. */
export const refreshReplySchema = successReply(sessionTokensSchema.nullable());

/** POST auth/signup: 201 with the address the code went to. */
export const signUpReplySchema = successReply(z.object({ email: z.string() }));

/** POST auth/forgot-password: which hash the reset token of the next step uses. */
export const resetCodeReplySchema = successReply(z.object({ algoName: z.string() }));

/** The body of the login call. */
export type LoginPayload = z.infer<typeof signInSchema>;
/** The body of the sign-up call; accountType is the lowercased radio label. */
export type SignUpPayload = z.infer<typeof signUpSchema>;
export type LoginReply = z.input<typeof loginReplySchema>['data'];
/** The body of PUT auth/forgot-password. */
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;
export type ResetCodeReply = z.input<typeof resetCodeReplySchema>['data'];
