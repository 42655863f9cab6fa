export { fetchBusinessDetails, saveBusinessDetails } from './business-details-api';
export { BUSINESS_DETAILS_MESSAGES, hasBusinessDetails, NO_BUSINESS_DETAILS } from './business-details-messages';
export { BusinessDetailsPanel, type BusinessDetailsPanelProps } from './business-details-panel';
