import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import { couponForm, type StaffCoupon } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { catalogueApi } from '../api/catalogue-api';
import { localInputValue } from './use-banner-form';

export const COUPON_SAVE_FAILED = 'The coupon could not be saved. Please try again.';

const FIELDS = [
  'offerName',
  'couponCode',
  'userType',
  'kind',
  'percentOff',
  'maxDiscount',
  'flatAmount',
  'freeProductId',
  'freeQuantity',
  'minCartValue',
  'usageLimit',
  'usesPerShopper',
  'highlights',
  'termsAndConditions',
  'isActive',
  'startsAt',
  'expiresAt',
] as const;

/** The coupon form as typed: amounts, counts and lines are text until the schema reads them. */
export interface CouponFormValues {
  offerName: string;
  couponCode: string;
  userType: StaffCoupon['userType'];
  kind: StaffCoupon['kind'];
  percentOff: string;
  maxDiscount: string;
  flatAmount: string;
  freeProductId: string;
  freeQuantity: string;
  minCartValue: string;
  usageLimit: string;
  usesPerShopper: string;
  highlights: string;
  termsAndConditions: string;
  isActive: boolean;
  startsAt: string;
  expiresAt: string;
}

const typed = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Adds a coupon, or changes `coupon` from the copy shown; its uses so far stay as they are. */
export function useCouponForm(coupon: StaffCoupon | undefined, onSaved: () => void) {
  const form = useSchemaForm<typeof couponForm, CouponFormValues>(couponForm, {
    offerName: coupon?.offerName ?? '',
    couponCode: coupon?.couponCode ?? '',
    userType: coupon?.userType ?? 'all',
    kind: coupon?.kind ?? 'percent',
    percentOff: typed(coupon?.percentOff),
    maxDiscount: typed(coupon?.maxDiscount),
    flatAmount: typed(coupon?.flatAmount),
    freeProductId: coupon?.freeProductId ?? '',
    freeQuantity: typed(coupon?.freeQuantity ?? 1),
    minCartValue: typed(coupon?.minCartValue ?? 0),
    usageLimit: typed(coupon?.usageLimit),
    usesPerShopper: typed(coupon?.usesPerShopper),
    highlights: (coupon?.highlights ?? []).join('\n'),
    termsAndConditions: (coupon?.termsAndConditions ?? []).join('\n'),
    isActive: coupon?.isActive ?? true,
    startsAt: localInputValue(coupon?.startsAt ?? null),
    expiresAt: localInputValue(coupon?.expiresAt ?? null),
  });
  const [saving, setSaving] = useState(false);
  const kind = form.watch('kind');

  const submit = form.handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    const body = { ...values, startsAt: values.startsAt?.toISOString() ?? null, expiresAt: values.expiresAt?.toISOString() ?? null };
    try {
      toast.success(
        coupon ? await catalogueApi.changeCoupon(coupon.id, { ...body, version: coupon.version }) : await catalogueApi.addCoupon(body),
      );
      onSaved();
    } catch (error) {
      const message = shopperMessage(error, COUPON_SAVE_FAILED);
      toast.error(message);
      const refused = serverFieldErrors(error);
      if (hasErrorCode(error, 'CODE_TAKEN')) refused.couponCode = message;
      if (hasErrorCode(error, 'NO_SUCH_PRODUCT')) refused.freeProductId = message;
      const first = FIELDS.find((field) => refused[field]);
      for (const field of FIELDS) if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
      if (hasErrorCode(error, 'CHANGED_MEANWHILE')) onSaved();
    } finally {
      setSaving(false);
    }
  });

  return { field: form.field, choice: form.choice, kind, saving, submit } as const;
}
