import { completeProfileSchema, signUpSchema } from '@shop/shared/validation';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UploadedImage } from '../uploads/image-files';
import { type ImageFormRules, readImageForm } from '../uploads/image-form';

export { UNREADABLE_FORM } from '../uploads/image-form';
export const IMAGE_TOO_LARGE = 'The profile image must be 2 MB or smaller.';
export const NOT_AN_IMAGE = 'The profile image must be a JPEG, PNG or WebP picture.';

/** The profile form's one picture, checked as every uploaded picture is. */
export const PROFILE_IMAGE_RULES: ImageFormRules = {
  fileField: 'profileImage',
  maxFiles: 1,
  // Anyone may load an avatar, so a phone photo's GPS position must not go with it.
  stripMetadata: true,
  messages: { tooLarge: () => IMAGE_TOO_LARGE, notAnImage: () => NOT_AN_IMAGE, tooMany: 'Send one profile image.' },
};

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
  image?: UploadedImage;
}

/** The fields and the optional picture of a profile update, sent as multipart (or as JSON, without a picture). */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (request.isMultipart()) {
    const { fields, images } = await readImageForm(request, PROFILE_IMAGE_RULES);
    return images[0] ? { fields, image: images[0] } : { fields };
  }
  const body = request.body;
  return { fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {} };
}
