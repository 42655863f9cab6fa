import { company } from '@shop/shared/company';
import { lineGst, splitGst, toPaise } from '@shop/shared/pricing';
import type { Order, OrderLine } from '../db/schema';

/** One line of a tax invoice; money in paise. */
export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPaise: number;
  taxablePaise: number;
  /** The line's whole GST rate in percent, e.g. 18. */
  gstRate: number;
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
  supplier: { name: string; addressLines: readonly string[]; state: string; gstin: string };
  buyer: { name: string; addressLines: string[] };
  placeOfSupply: string;
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

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
    unitPaise,
    taxablePaise,
    gstRate,
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
  const intraState = sameState(order.state, company.state);
  const invoiceLines = lines.map((line) => invoiceLine(line, intraState));
  const street = [order.houseNumber, order.societyName, order.street].filter(Boolean).join(', ');
  const town = [order.city, order.state].filter(Boolean).join(', ') + (order.pinCode ? ` ${order.pinCode}` : '');
  return {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate ?? order.createdAt,
    orderId: order.id,
    supplier: { name: company.legalName, addressLines: company.addressLines, state: company.state, gstin: company.gstin },
    buyer: { name: order.buyerName, addressLines: [street, town, order.country].filter(Boolean) },
    placeOfSupply: order.state,
    intraState,
    lines: invoiceLines,
    totals: {
      taxablePaise: sum(invoiceLines, (line) => line.taxablePaise),
      cgstPaise: sum(invoiceLines, (line) => line.cgstPaise),
      sgstPaise: sum(invoiceLines, (line) => line.sgstPaise),
      igstPaise: sum(invoiceLines, (line) => line.igstPaise),
      otherChargesPaise: toPaise(order.otherCharges),
      discountPaise: toPaise(order.discount),
      shippingPaise: toPaise(order.shipping),
      platformFeePaise: toPaise(order.platformFee),
      totalPaise: toPaise(order.totalAmount),
    },
  };
}
