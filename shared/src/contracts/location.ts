import { z } from 'zod';
import { successReply } from './api-envelope';

/** A state as the pickers list it: the code to ask for its cities and the name to store. */
export const indianStateSchema = z.object({ isoCode: z.string(), name: z.string() });

export const countryParamsSchema = z.object({ countryId: z.string().max(10) });
export const stateParamsSchema = countryParamsSchema.extend({
  stateCode: z.string().regex(/^[A-Za-z0-9]{1,5}$/, 'State code must be 1 to 5 letters or digits.'),
});

export const statesReplySchema = successReply(z.array(indianStateSchema));
export const citiesReplySchema = successReply(z.array(z.string()));

export type IndianState = z.infer<typeof indianStateSchema>;
