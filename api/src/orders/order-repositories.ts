import type { AppDb } from '../db/client';
import { createCartRepository } from '../repositories/cart-repository';
import { createCouponRepository } from '../repositories/coupon-repository';
import { createCreditNoteRepository } from '../repositories/credit-note-repository';
import { createOrderRepository } from '../repositories/order-repository';
import { createOutgoingMailRepository } from '../repositories/outgoing-mail-repository';
import { createRefundRepository } from '../repositories/refund-repository';
import { createReturnPhotoRepository } from '../repositories/return-photo-repository';
import { createStockRepository } from '../repositories/stock-repository';
import { createUserRepository } from '../repositories/user-repository';

/** The repositories an order's steps use, over one transaction, so every step sees the rows it locked. */
export const orderRepositories = (tx: AppDb) => ({
  cart: createCartRepository(tx),
  coupons: createCouponRepository(tx),
  creditNotes: createCreditNoteRepository(tx),
  orders: createOrderRepository(tx),
  outgoingMails: createOutgoingMailRepository(tx),
  refunds: createRefundRepository(tx),
  returnPhotos: createReturnPhotoRepository(tx),
  stock: createStockRepository(tx),
  users: createUserRepository(tx),
});

export type OrderRepositories = ReturnType<typeof orderRepositories>;

/** Runs `work` in one transaction with the repositories over it (and the transaction, for the invoice counter). */
export const inOrderTransaction = <T>(db: AppDb, work: (repositories: OrderRepositories, tx: AppDb) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(orderRepositories(tx), tx));
