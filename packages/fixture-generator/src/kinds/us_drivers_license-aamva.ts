import type { CalendarDate } from '../calendar-date';
import { pad2 } from '../calendar-date';

/**
 * The text a North American licence's PDF417 symbol carries, after the AAMVA DL/ID Card Design Standard
 * (2016/2020 editions, annex D): a header naming the issuer (its IIN) and the standard's version, one "DL"
 * subfile whose data elements are a three-letter id and a value, each ended by a line feed, the last by a
 * carriage return. US jurisdictions write dates MMDDCCYY, Canadian ones CCYYMMDD.
 */
export interface AamvaRecord {
  /** Issuer identification number of the jurisdiction, e.g. 636014 (California). */
  iin: string;
  country: 'USA' | 'CAN';
  familyName: string;
  firstName: string;
  middleName: string;
  birth: CalendarDate;
  issue: CalendarDate;
  expiry: CalendarDate;
  sex: 'M' | 'F';
  eyes: string;
  hair: string;
  /** Inches (US) or centimetres (Canada). */
  height: number;
  /** Pounds (US) or kilograms (Canada). */
  weight: number;
  street: string;
  city: string;
  /** Two-letter state or province code. */
  jurisdiction: string;
  postalCode: string;
  customerId: string;
  discriminator: string;
  vehicleClass: string;
  restrictions: string;
  endorsements: string;
  organDonor: boolean;
}

const LF = '\n';
const RS = '\x1e';
const CR = '\r';

/** The AAMVA data of one licence, ready to be drawn as PDF417. */
export function buildAamvaData(r: AamvaRecord): string {
  const date = (d: CalendarDate): string => (r.country === 'USA' ? `${pad2(d.month)}${pad2(d.day)}${d.year}` : `${d.year}${pad2(d.month)}${pad2(d.day)}`);
  const none = (v: string): string => (v && v !== 'NONE' ? v.replace(/\s+/g, '') : 'NONE');
  const elements: Array<[string, string]> = [
    ['DAQ', r.customerId],
    ['DCA', r.vehicleClass],
    ['DCB', none(r.restrictions)],
    ['DCD', none(r.endorsements)],
    ['DBA', date(r.expiry)],
    ['DCS', r.familyName],
    ['DAC', r.firstName],
    ['DAD', r.middleName || 'NONE'],
    ['DBD', date(r.issue)],
    ['DBB', date(r.birth)],
    ['DBC', r.sex === 'M' ? '1' : '2'],
    ['DAY', r.eyes],
    ['DAU', r.country === 'USA' ? `${String(r.height).padStart(3, '0')} IN` : `${String(r.height).padStart(3, '0')} CM`],
    ['DAG', r.street],
    ['DAI', r.city],
    ['DAJ', r.jurisdiction],
    ['DAK', r.country === 'USA' ? r.postalCode.replace('-', '').padEnd(11, ' ') : r.postalCode.replace(/\s+/g, '').padEnd(11, ' ')],
    ['DCF', r.discriminator],
    ['DCG', r.country],
    ['DDE', 'N'],
    ['DDF', 'N'],
    ['DDG', 'N'],
    ['DAZ', r.hair],
    [r.country === 'USA' ? 'DAW' : 'DAX', String(r.weight).padStart(3, '0')],
  ];
  if (r.organDonor) elements.push(['DDK', '1']);
  const subfile = `DL${elements.map(([id, value]) => `${id}${value}`).join(LF)}${CR}`;
  const entries = 1;
  const headerLength = 21 + 10 * entries;
  const header = `@${LF}${RS}${CR}ANSI ${r.iin}${r.country === 'USA' ? '10' : '09'}00${pad2(entries)}DL${String(headerLength).padStart(4, '0')}${String(subfile.length).padStart(4, '0')}`;
  return header + subfile;
}
