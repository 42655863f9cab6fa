/** GST split into its parts, in paise. */
export interface GstSplit {
  cgst: number;
  sgst: number;
  igst: number;
}

/** Splits GST for an invoice: halves as CGST and SGST within the state (CGST takes an odd paisa), else all IGST. */
export function splitGst(taxPaise: number, intraState: boolean): GstSplit {
  if (!intraState) return { cgst: 0, sgst: 0, igst: taxPaise };
  const sgst = Math.floor(taxPaise / 2);
  return { cgst: taxPaise - sgst, sgst, igst: 0 };
}
