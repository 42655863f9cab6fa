import { describe, expectTypeOf, it } from 'vitest';
import type {
  Address,
  ContactMessage,
  DeleteAccountRequest,
  DistributorInquiry,
  LoginPayload,
  SignUpPayload,
  WholesalerInquiry,
} from '../contracts';
import type {
  AddressValues,
  ContactValues,
  DeleteAccountValues,
  DistributorValues,
  SignInValues,
  SignUpValues,
  WholesalerValues,
} from './index';

// These fail the type check (tsc), not the run, when a schema drifts from the contract the API shares.
describe('schemas produce the contract types', () => {
  it('matches the request bodies', () => {
    expectTypeOf<ContactValues>().toEqualTypeOf<ContactMessage>();
    expectTypeOf<DistributorValues>().toEqualTypeOf<DistributorInquiry>();
    expectTypeOf<Omit<WholesalerValues, 'confirmed'>>().toEqualTypeOf<WholesalerInquiry>();
    expectTypeOf<DeleteAccountValues>().toEqualTypeOf<DeleteAccountRequest>();
    expectTypeOf<SignInValues>().toEqualTypeOf<LoginPayload>();
    expectTypeOf<SignUpValues>().toEqualTypeOf<SignUpPayload>();
    expectTypeOf<AddressValues>().toEqualTypeOf<Omit<Address, '_id'>>();
  });
});
