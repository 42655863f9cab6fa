export { GST_STATES, type GstStateCode, gstStateCode, gstStateName } from './gst-states';
export { fetchIndianCities, fetchIndianStates, INDIA_COUNTRY_ID, type IndianState, resetLocationCache } from './location-api';
export { type StateCityOptions, useStateCityOptions } from './use-state-city-options';
