import { desc, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { distributorInquiries } from '../db/schema';

export interface DistributorInquiryInput {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  companyName: string;
  email: string;
  companyAddress: string;
  state: string;
  city: string;
  message: string;
}

export interface DistributorInquiryView extends DistributorInquiryInput {
  _id: string;
  userId: string | null;
  createdAt: Date;
}

/** Which sender to look up: by mobile number (spaces and dashes ignored) or by e-mail (case ignored). */
export type DistributorSender = { mobile: string } | { email: string };

const digitsOf = (mobile: string) => mobile.replace(/[\s-]/g, '');

export function createDistributorInquiryRepository(db: AppDb) {
  return {
    async create(input: DistributorInquiryInput, userId: string | null = null): Promise<{ _id: string }> {
      const [row] = await db
        .insert(distributorInquiries)
        .values({ ...input, userId })
        .returning({ id: distributorInquiries.id });
      if (!row) throw new Error('Insert into distributorInquiries returned no row');
      return { _id: row.id };
    },

    /** The newest inquiry from a sender. */
    async findLatest(sender: DistributorSender): Promise<DistributorInquiryView | undefined> {
      const where: SQL =
        'mobile' in sender
          ? sql`regexp_replace(${distributorInquiries.mobileNumber}, '[[:space:]-]', '', 'g') = ${digitsOf(sender.mobile)}`
          : sql`lower(${distributorInquiries.email}) = lower(${sender.email})`;
      const [row] = await db
        .select()
        .from(distributorInquiries)
        .where(where)
        .orderBy(desc(distributorInquiries.createdAt), desc(distributorInquiries.id))
        .limit(1);
      if (!row) return undefined;
      const { id, ...rest } = row;
      return { _id: id, ...rest };
    },
  };
}

export type DistributorInquiryRepository = ReturnType<typeof createDistributorInquiryRepository>;
