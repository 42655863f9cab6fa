import type { z } from 'zod';
import type { contactSchema, distributorSchema, wholesalerSchema } from '../validation/inquiry-schemas';

// The bodies are the inquiry forms' checked values (@shop/shared/validation); replies name the stored record (idReplySchema).

/** A message from the contact form. */
export type ContactMessage = z.infer<typeof contactSchema>;
/** A dealership inquiry. */
export type DistributorInquiry = z.infer<typeof distributorSchema>;
/** A wholesale product inquiry; only bulk orders are offered. */
export type WholesalerInquiry = Omit<z.infer<typeof wholesalerSchema>, 'confirmed'>;
