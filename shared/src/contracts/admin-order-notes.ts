import { z } from 'zod';
import { isoDateTime } from './api-envelope';

/** A staff member's note in an order's history: staff only, never shown to the shopper. */
export const adminOrderNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  at: isoDateTime,
  /** The staff member's name. */
  by: z.string(),
});
/** A note as the back office receives it (time as ISO text). */
export type AdminOrderNote = z.input<typeof adminOrderNoteSchema>;

/** POST admin/v1/orders/:orderId/notes */
export const orderNoteBody = z.object({
  text: z.string().trim().min(1, 'Write the note.').max(1000, 'Use at most 1000 characters.'),
});
export type OrderNoteBody = z.infer<typeof orderNoteBody>;
