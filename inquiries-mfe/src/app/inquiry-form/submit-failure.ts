/** Whether a 2xx reply said the submission was taken; the API client already rejects `success: false`. */
export function accepted(reply: { success?: unknown }): boolean {
  return reply.success === true;
}
