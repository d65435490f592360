import { editDistance } from '../../text/edit-distance';
import { caPostalCode } from './ca-postal-code';
import { ukPostcode } from './uk-postcode';
import { ukVehicleCategories } from './uk-vehicle-categories';

/**
 * Normalisers that mend what only one kind prints, each named `<kind>.<what>` for the kind it serves: a rules
 * file may list its own kind's and the shared vocabulary (registry.ts), never another kind's, so what one
 * document's print needs never reaches a document it was not made for.
 */
export const ONE_KIND_NORMALISERS = {
  /** UK licence field 9 parsed back into its categories. e.g. "AM/A/B1/BIflk/lIn/plq" → "AM/A/B1/B/f/k/l/n/p/q" */
  'gb_drivers_license.vehicleCategories': (v: string) => ukVehicleCategories(v),
  /** The postcode ending a UK address read as its form allows. e.g. "… SOUTHAMPTON S018 2NP" → "… SO18 2NP" */
  'gb_drivers_license.postcode': (v: string) => ukPostcode(v),
  /** The postal code ending a Canadian address read as its form (A9A 9A9) allows. e.g. "… OTTAWA, ON K1P OT3" → "… K1P 0T3" */
  'ca_drivers_license.postalCode': (v: string) => caPostalCode(v),
  /**
   * A house number read in two (a gap read as a space) where a street number stands before the next word: the
   * one number. The Italian card's street line prints one number and no postcode.
   * e.g. "VIA CAVOUR 1 38 BERGAMO (BG)" → "VIA CAVOUR 138 BERGAMO (BG)"
   */
  'it_id_card.houseNumber': (v: string) => v.replace(/(?<=\p{L} \d{1,3}) (?=\d{1,3} \p{L})/u, ''),
  /**
   * The English title that starts a Thai card's name (Mr., Mrs., Miss, Master) read a letter off: that title,
   * in the case the value is written in. e.g. "MF. Prasert Inkaew" → "Mr. Prasert Inkaew"
   */
  'th_id_card.englishTitle': (v: string) => englishTitle(v),
  /**
   * A Thai card's address prints the village number หมู่ที่ and a number; OCR drops its small tone marks (MAI EK
   * over ู and ี), which nothing else in the address can be. e.g. "750 หมู่ที 13" → "750 หมู่ที่ 13"
   */
  'th_id_card.villageNumber': (v: string) => v.replace(/หมู\u0E48?ที\u0E48?(?=\s*[0-9\u0E50-\u0E59])/gu, 'หมู\u0E48ที\u0E48'),
} satisfies Record<`${string}.${string}`, (value: string) => string>;

/** The kind a normaliser's name says it serves, undefined for one of the shared vocabulary. */
export function kindServed(name: string): string | undefined {
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : undefined;
}

const ENGLISH_TITLES = ['Mr.', 'Mrs.', 'Miss', 'Master'];

function englishTitle(value: string): string {
  const [first, ...rest] = value.split(' ');
  if (!first || ENGLISH_TITLES.includes(first) || ENGLISH_TITLES.some((t) => t.toUpperCase() === first)) return value;
  const near = ENGLISH_TITLES.filter((t) => editDistance(t.toUpperCase(), first.toUpperCase(), 1) <= 1);
  if (near.length !== 1) return value;
  const capitals = rest.join('').replace(/[^\p{L}]/gu, '');
  const title = capitals && capitals === capitals.toUpperCase() ? near[0].toUpperCase() : near[0];
  return [title, ...rest].join(' ');
}
