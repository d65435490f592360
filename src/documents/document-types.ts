/** The twenty kinds of interface.md section 1. Rules files may add more; these are the ones the API promises. */
export const INTERFACE_DOCUMENT_TYPES = [
  'mx_id_card', 'id_ktp', 'ca_drivers_license', 'th_id_card', 'us_drivers_license',
  'nl_id_card', 'de_id_card', 'it_id_card', 'fr_id_card', 'ro_id_card',
  'pe_id_card', 'ch_id_card', 'ar_id_card', 'co_id_card', 'gh_id_card',
  'es_id_card', 'th_drivers_license', 'passport', 'eg_id_card', 'gb_drivers_license',
] as const;

/** What a request names as documentType to have the service find the kind itself (contract.md 6a); no rules file may take the name. */
export const AUTO_KIND = 'auto';
