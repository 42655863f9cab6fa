/** What the address list and form say; the load failure's words (spelling) are the shop's own. */
export const ADDRESS_MESSAGES = {
  loadFailed: 'Sometinhg Went Wrong',
  empty: 'No address saved yet',
  saved: 'Address saved',
  saveFailed: 'Could not save the address. Please try again.',
  deleted: 'Address deleted',
  deleteFailed: 'Could not delete the address. Please try again.',
} as const;
