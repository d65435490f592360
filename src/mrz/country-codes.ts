/**
 * The codes an MRZ's issuing state and nationality fields can hold (ICAO 9303 part 3): every ISO 3166-1
 * alpha-3 code, ICAO's own codes (Germany's `D`, the British nationality classes, the United Nations, the
 * organisations that issue travel documents, stateless persons and refugees, the European Union) and `UTO`,
 * the state of ICAO's specimens. Data, not validation: a code outside it is still returned as read when no
 * look-alike reading settles it (see `settleCountryCode`).
 */
const ISO_3166_ALPHA3 =
  'ABW AFG AGO AIA ALA ALB AND ARE ARG ARM ASM ATA ATF ATG AUS AUT AZE BDI BEL BEN BES BFA BGD BGR BHR BHS BIH BLM ' +
  'BLR BLZ BMU BOL BRA BRB BRN BTN BVT BWA CAF CAN CCK CHE CHL CHN CIV CMR COD COG COK COL COM CPV CRI CUB CUW CXR ' +
  'CYM CYP CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESH ESP EST ETH FIN FJI FLK FRA FRO FSM GAB GBR GEO GGY GHA GIB ' +
  'GIN GLP GMB GNB GNQ GRC GRD GRL GTM GUF GUM GUY HKG HMD HND HRV HTI HUN IDN IMN IND IOT IRL IRN IRQ ISL ISR ITA ' +
  'JAM JEY JOR JPN KAZ KEN KGZ KHM KIR KNA KOR KWT LAO LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA ' +
  'MDG MDV MEX MHL MKD MLI MLT MMR MNE MNG MNP MOZ MRT MSR MTQ MUS MWI MYS MYT NAM NCL NER NFK NGA NIC NIU NLD NOR ' +
  'NPL NRU NZL OMN PAK PAN PCN PER PHL PLW PNG POL PRI PRK PRT PRY PSE PYF QAT REU ROU RUS RWA SAU SDN SEN SGP SGS ' +
  'SHN SJM SLB SLE SLV SMR SOM SPM SRB SSD STP SUR SVK SVN SWE SWZ SXM SYC SYR TCA TCD TGO THA TJK TKL TKM TLS TON ' +
  'TTO TUN TUR TUV TWN TZA UGA UKR UMI URY USA UZB VAT VCT VEN VGB VIR VNM VUT WLF WSM YEM ZAF ZMB ZWE';

/** ICAO 9303 part 3's codes beyond ISO 3166-1, Kosovo's `RKS`, and the specimen state `UTO`. */
const ICAO_CODES =
  // Germany; British overseas territories citizens, nationals (overseas), overseas citizens, protected persons,
  // subjects
  'D GBD GBN GBO GBP GBS ' +
  // United Nations organisation, specialised agency, interim administration in Kosovo; Kosovo
  'UNO UNA UNK RKS ' +
  // AfDB, Afreximbank, CARICOM, Council of Europe, COMESA, ECOWAS, OECS, PAM, Order of Malta, INTERPOL, SADC; EU
  'XBA XIM XCC XCE XCO XEC XES XMP XOM XPO XDC EUE ' +
  // stateless person, refugees (1951 convention, other), unspecified nationality; ICAO's specimen state
  'XXA XXB XXC XXX UTO';

/** Every code, as written in the MRZ without its trailing fillers (`D`, not `D<<`). */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(`${ISO_3166_ALPHA3} ${ICAO_CODES}`.split(' '));

/** Whether `code` (fillers trimmed) is an issuing state or nationality an MRZ can carry. */
export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.has(code);
}
