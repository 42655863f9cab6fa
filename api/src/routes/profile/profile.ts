import multipart from '@fastify/multipart';
import { profileReplySchema, profileUpdateReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { ProfileChanges } from '../../repositories/user-repository';
import { toUserView } from '../../repositories/user-view';
import { removeAvatar, saveAvatar } from '../uploads/avatar-files';
import { imageFormBodyLimit, imageFormLimits } from '../uploads/image-form';
import { PROFILE_IMAGE_RULES, profileUpdateSchema, readProfileForm } from './profile-form';

export const PROFILE_UPDATED = 'Profile Update Successfully';

/** Room for a 2 MB picture and the text fields around it; JSON bodies elsewhere stay at 1 MiB. */
export const PROFILE_BODY_LIMIT = imageFormBodyLimit(PROFILE_IMAGE_RULES.maxFiles);

/** GET and PUT profile. Multipart is accepted here only: everywhere else bodies are JSON. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, imageFormLimits(PROFILE_IMAGE_RULES.maxFiles));
  const { users, wishlist, cart } = app.repositories;

  app.get('/profile', { schema: { response: { 200: profileReplySchema } } }, async (request) => {
    const { user } = request;
    const [items, lines] = await Promise.all([wishlist.list(user.id), cart.list(user.id)]);
    return ok({ user: toUserView(user, items, lines), cart: lines, wishlist: items });
  });

  // The body is read by readProfileForm, as a multipart form or JSON: it has no body schema.
  const updateSchema = { response: { 200: profileUpdateReplySchema } };
  app.put('/profile', { bodyLimit: PROFILE_BODY_LIMIT, schema: updateSchema }, async (request) => {
    const { user } = request;
    const form = await readProfileForm(request);
    const input = profileUpdateSchema.parse(form.fields);
    const changes: ProfileChanges = {};
    if (input.fullName !== undefined) changes.fullName = input.fullName;
    if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
    if (form.image) changes.profileImage = await saveAvatar(app.config.dataDir, form.image);
    const updated = (await users.updateProfile(user.id, changes)) ?? user;
    if (changes.profileImage && user.profileImage) {
      await removeAvatar(app.config.dataDir, user.profileImage).catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not delete the replaced avatar'),
      );
    }
    const [items, lines] = await Promise.all([wishlist.list(user.id), cart.list(user.id)]);
    return ok({ user: toUserView(updated, items, lines) }, PROFILE_UPDATED);
  });
};

export default profileRoutes;
