import { company } from '@shop/shared/company';
import { gstStateCode, gstStateName } from '@shop/shared/location';
import { lineGst, splitGst, toPaise } from '@shop/shared/pricing';
import type { Order, OrderLine } from '../db/schema';

/** One line of a tax invoice; money in paise. */
export interface InvoiceLine {
  description: string;
  /** HSN for goods, SAC for the delivery and platform services. */
  hsnCode: string;
  quantity: number;
  /** The quantity's unit code: NOS for packs, OTH for a service. */
  unit: 'NOS' | 'OTH';
  unitPaise: number;
  taxablePaise: number;
  /** The line's whole GST rate in percent, e.g. 18. */
  gstRate: number;
  /** CGST and SGST are half the rate each within the supplier's state; IGST the whole rate otherwise. */
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Everything printed on a tax invoice; money in paise. */
export interface InvoiceDocument {
  invoiceNumber: string;
  invoiceDate: Date;
  orderId: string;
  supplier: { name: string; addressLines: readonly string[]; state: string; stateCode: string; gstin: string };
  /** The buyer's GSTIN is '' for an unregistered buyer; billing is the registered address, or the delivery address without one. */
  buyer: {
    name: string;
    addressLines: string[];
    gstin: string;
    billing: { name: string; addressLines: string[]; state: string; stateCode: string };
    shipping: { state: string; stateCode: string };
  };
  placeOfSupply: string;
  placeOfSupplyCode: string;
  /** CGST + SGST when the buyer is in the supplier's state, else IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    otherChargesPaise: number;
    /** The coupon's discount before GST, already taken off the lines' taxable values; printed as a note. */
    discountPaise: number;
    shippingPaise: number;
    platformFeePaise: number;
    totalPaise: number;
  };
}

type InvoicedOrder = Pick<
  Order,
  | 'id'
  | 'stateCode'
  | 'buyerGstin'
  | 'buyerLegalName'
  | 'billingAddress'
  | 'billingStateCode'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'createdAt'
  | 'buyerName'
  | 'houseNumber'
  | 'societyName'
  | 'street'
  | 'city'
  | 'state'
  | 'pinCode'
  | 'country'
  | 'otherCharges'
  | 'discount'
  | 'shipping'
  | 'platformFee'
  | 'totalAmount'
>;
type InvoicedLine = Pick<OrderLine, 'productName' | 'selectedWeight' | 'hsnCode' | 'quantity' | 'price' | 'cgst' | 'sgst' | 'igst'>;

/** Delivery and platform fee are services taxed at this rate; what was charged includes the GST. */
export const SERVICE_GST_RATE = 18;
const DELIVERY_SAC = '9968';
const PLATFORM_FEE_SAC = '9985';

const rates = (gstRate: number, intraState: boolean) =>
  intraState ? { cgstRate: gstRate / 2, sgstRate: gstRate / 2, igstRate: 0 } : { cgstRate: 0, sgstRate: 0, igstRate: gstRate };

/** A service line whose charged amount includes GST at the service rate. */
function serviceLine(description: string, sac: string, chargedPaise: number, intraState: boolean): InvoiceLine {
  const taxablePaise = Math.round((chargedPaise * 100) / (100 + SERVICE_GST_RATE));
  const split = splitGst(chargedPaise - taxablePaise, intraState);
  return {
    description,
    hsnCode: sac,
    quantity: 1,
    unit: 'OTH',
    unitPaise: taxablePaise,
    taxablePaise,
    gstRate: SERVICE_GST_RATE,
    ...rates(SERVICE_GST_RATE, intraState),
    ...paiseOf(split),
    totalPaise: chargedPaise,
  };
}

function invoiceLine(line: InvoicedLine, intraState: boolean): InvoiceLine {
  const unitPaise = toPaise(line.price);
  const taxablePaise = unitPaise * line.quantity;
  // The same per-line rounding as the order's totals, so the invoice agrees with what was charged.
  const tax = lineGst({ price: line.price, cgst: line.cgst, sgst: line.sgst, igst: line.igst }, line.quantity);
  const split = splitGst(tax, intraState);
  const gstRate = Number(line.cgst) + Number(line.sgst) + Number(line.igst);
  const description = line.selectedWeight ? `${line.productName} (${line.selectedWeight})` : line.productName;
  return {
    description,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unit: 'NOS',
    unitPaise,
    taxablePaise,
    gstRate,
    ...rates(gstRate, intraState),
    ...paiseOf(split),
    totalPaise: taxablePaise + tax,
  };
}

function paiseOf(split: { cgst: number; sgst: number; igst: number }) {
  return { cgstPaise: split.cgst, sgstPaise: split.sgst, igstPaise: split.igst };
}

const sum = (lines: InvoiceLine[], pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);

/** The tax invoice of an order that has an invoice number: supplier, buyer, place of supply, lines with their GST and totals. */
export function buildInvoiceDocument(order: InvoicedOrder, lines: InvoicedLine[]): InvoiceDocument {
  if (!order.invoiceNumber) throw new Error(`Order ${order.id} has no invoice number`);
  for (const line of lines) if (!line.hsnCode.trim()) throw new Error(`Order ${order.id} has a line without an HSN code`);
  const supplierCode = gstStateCode(company.state);
  // Orders placed before state codes were kept get theirs from the state's name.
  const placeCode = order.stateCode || gstStateCode(order.state);
  const intraState = placeCode === supplierCode;
  const invoiceLines = lines.map((line) => invoiceLine(line, intraState));
  const shippingPaise = toPaise(order.shipping);
  const platformFeePaise = toPaise(order.platformFee);
  if (shippingPaise) invoiceLines.push(serviceLine('Delivery charge', DELIVERY_SAC, shippingPaise, intraState));
  if (platformFeePaise) invoiceLines.push(serviceLine('Platform fee', PLATFORM_FEE_SAC, platformFeePaise, intraState));
  const street = [order.houseNumber, order.societyName, order.street].filter(Boolean).join(', ');
  const town = [order.city, order.state].filter(Boolean).join(', ') + (order.pinCode ? ` ${order.pinCode}` : '');
  const addressLines = [street, town, order.country].filter(Boolean);
  const registered = order.buyerGstin !== '';
  return {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate ?? order.createdAt,
    orderId: order.id,
    supplier: {
      name: company.legalName,
      addressLines: company.addressLines,
      state: company.state,
      stateCode: supplierCode,
      gstin: company.gstin,
    },
    buyer: {
      name: order.buyerName,
      addressLines,
      gstin: order.buyerGstin,
      billing: registered
        ? {
            name: order.buyerLegalName,
            addressLines: [order.billingAddress],
            state: gstStateName(order.billingStateCode),
            stateCode: order.billingStateCode,
          }
        : { name: order.buyerName, addressLines, state: order.state, stateCode: placeCode },
      shipping: { state: order.state, stateCode: placeCode },
    },
    placeOfSupply: order.state,
    placeOfSupplyCode: placeCode,
    intraState,
    lines: invoiceLines,
    totals: {
      taxablePaise: sum(invoiceLines, (line) => line.taxablePaise),
      cgstPaise: sum(invoiceLines, (line) => line.cgstPaise),
      sgstPaise: sum(invoiceLines, (line) => line.sgstPaise),
      igstPaise: sum(invoiceLines, (line) => line.igstPaise),
      otherChargesPaise: toPaise(order.otherCharges),
      discountPaise: toPaise(order.discount),
      shippingPaise,
      platformFeePaise,
      totalPaise: toPaise(order.totalAmount),
    },
  };
}
