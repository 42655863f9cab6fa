import { completeProfileSchema, signUpSchema } from '@shop/shared/validation';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { refuseControlCharacters } from '../../plugins/app/control-characters';
import { imageTypeOf } from '../uploads/avatar-files';

export const IMAGE_TOO_LARGE = 'The profile image must be 2 MB or smaller.';
export const NOT_AN_IMAGE = 'The profile image must be a JPEG, PNG or WebP picture.';
export const UNREADABLE_FORM = 'The form could not be read. Please try again.';

/**
 * The profile form: a full name when editing; phone number and account type when completing
 * the profile. Every field may be left out; a field that is sent must be valid.
 */
export const profileUpdateSchema = z.object({
  fullName: signUpSchema.shape.fullName.optional(),
  phoneNumber: completeProfileSchema.shape.phoneNumber.optional(),
  // Only 'retailer' can be chosen by a shopper; a wholesaler sending it stays a wholesaler.
  accountType: completeProfileSchema.shape.accountType.optional(),
});

export interface ProfileForm {
  fields: Record<string, unknown>;
  image?: { bytes: Buffer; extension: 'jpg' | 'png' | 'webp' };
}

/**
 * What went wrong reading the form, for the caller. Everything thrown while the parts are read
 * comes from the request's bytes: the multipart plugin's limits (FST_ codes) and its parser's
 * own errors, which carry no code (a missing boundary, a body cut short, a broken part header).
 */
function formError(request: FastifyRequest, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(400, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE);
  request.log.info({ err: error }, 'unreadable profile form');
  return new AppError(400, 'BAD_REQUEST', UNREADABLE_FORM);
}

async function readMultipart(request: FastifyRequest): Promise<ProfileForm> {
  const form: ProfileForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'profileImage') throw new AppError(400, 'BAD_REQUEST', 'Only profileImage may carry a file.');
      // A form whose file input was left empty still sends an empty, nameless part.
      if (bytes.length === 0 && !part.filename) continue;
      const extension = imageTypeOf(bytes);
      if (!extension) throw new AppError(400, 'NOT_AN_IMAGE', NOT_AN_IMAGE);
      form.image = { bytes, extension };
    }
  } catch (error) {
    throw formError(request, error);
  }
  // The edge check for control characters sees JSON bodies only; a form's fields are checked here.
  refuseControlCharacters(form.fields);
  return form;
}

/** The fields and the optional picture of a profile update, sent as multipart (or as JSON, without a picture). */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  return { fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {} };
}
