/** A message from the contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A dealership inquiry. */
export interface DistributorInquiry {
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

/** One product row of a wholesale inquiry. */
export interface WholesaleProductRow {
  productId: string;
  quantity: number;
}

/** A wholesale product inquiry; only bulk orders are offered. */
export interface WholesalerInquiry {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  orderType: 'Bulk';
  deliveryTimeline: string;
  notes: string;
  products: WholesaleProductRow[];
}

/** A request to delete an account. */
export interface DeleteAccountRequest {
  email: string;
  password: string;
  confirmPassword: string;
}
