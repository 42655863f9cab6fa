// One place for the dates printed on the legal pages, so a change of text is dated once.
/** When each policy's text last changed (ISO dates). */
export const policyLastUpdated = {
  terms: '2026-11-02',
  shipping: '2026-11-02',
  returns: '2026-11-02',
  privacy: '2026-11-02',
} as const;
