import type { AppDb } from '../db/client';
import type { Order, Refund } from '../db/schema';
import { refundMails } from '../mail/order-mail-events';
import { isUuid } from '../repositories/product-repository';
import { inOrderTransaction, type OrderRepositories } from './order-repositories';
import { paidPaiseOf } from './reserve-refund';

/** What the provider reported about one of its refunds (its refund webhook). */
export interface ProviderRefundReport {
  providerRefundId: string;
  paymentId: string;
  amountPaise: number;
  to: 'processed' | 'failed';
  /** The shop's refund id, from the notes the refund was asked with. */
  refundId?: string | undefined;
}

/**
 * `processed` or `failed`: this report settled the refund; `already-settled`: an earlier report
 * did (a repeat, or one arriving after the other outcome); `unknown`: no refund of the shop's;
 * `mismatch`: the report's payment or amount is not the refund's.
 */
export type RefundSettlement =
  | { outcome: 'processed' | 'failed'; refund: Refund; order: Order }
  | { outcome: 'already-settled'; refund: Refund }
  | { outcome: 'unknown' | 'mismatch' };

export const PROVIDER_REFUND_FAILED = 'The payment provider reported that the refund failed.';

/**
 * A refund is found by the provider's id, or — when the webhook beats the provider's answer to
 * the refund call — by the shop's id in its notes, as long as no provider id is kept for it yet.
 */
async function findReported(refunds: OrderRepositories['refunds'], report: ProviderRefundReport): Promise<Refund | undefined> {
  const byProviderId = await refunds.findByProviderRefundId(report.providerRefundId);
  if (byProviderId) return byProviderId;
  if (!report.refundId || !isUuid(report.refundId)) return undefined;
  const byNote = await refunds.findById(report.refundId);
  return byNote?.providerRefundId === null ? byNote : undefined;
}

/**
 * Settles a pending refund from the provider's report (decision 027), in one transaction under
 * its order's row lock: the refund moves once (`WHERE state = 'pending'`), so a repeated or late
 * report changes nothing; a processed refund marks the order refunded once the processed ones
 * reach what was paid; the shopper's or the accounts desk's mail is written with the move.
 */
export async function settleRefund(db: AppDb, report: ProviderRefundReport): Promise<RefundSettlement> {
  return inOrderTransaction(db, async (repositories) => {
    const { orders, refunds, outgoingMails } = repositories;
    const refund = await findReported(refunds, report);
    if (!refund) return { outcome: 'unknown' };
    const order = await orders.lockById(refund.orderId);
    if (!order) return { outcome: 'unknown' };
    if (order.paymentId !== report.paymentId || refund.amountPaise !== report.amountPaise) return { outcome: 'mismatch' };
    const settled = await refunds.settle(refund.id, {
      state: report.to,
      providerRefundId: report.providerRefundId,
      ...(report.to === 'failed' ? { failure: PROVIDER_REFUND_FAILED } : {}),
    });
    if (!settled) return { outcome: 'already-settled', refund: (await refunds.findById(refund.id)) ?? refund };
    if (report.to === 'processed') await refunds.markOrderRefundedWhenWhole(order.id, paidPaiseOf(order));
    await outgoingMails.add(await refundMails(outgoingMails, order, settled));
    return { outcome: report.to, refund: settled, order: (await orders.findById(order.id)) ?? order };
  });
}
