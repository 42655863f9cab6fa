import type { FastifyPluginAsync } from 'fastify';
import { SESSION_ENDED } from '../../auth/session';
import type { User } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { toUserView } from '../../repositories/user-view';

/** The signed-in shopper's account row; 401 once it is gone or waiting for deletion. */
export async function currentUser(app: Parameters<FastifyPluginAsync>[0], userId: string): Promise<User> {
  const user = await app.repositories.users.findById(userId);
  if (!user || user.deletionRequestedAt) throw new AppError(401, 'UNAUTHORIZED', SESSION_ENDED);
  return user;
}

/** GET profile: the shopper, the cart and the wishlist as product cards. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/profile', { preHandler: app.authenticate }, async (request) => {
    const user = await currentUser(app, request.userId);
    const wishlist = await app.repositories.wishlist.list(user.id);
    return ok({ user: toUserView(user, wishlist), cart: [], wishlist });
  });
};

export default profileRoutes;
