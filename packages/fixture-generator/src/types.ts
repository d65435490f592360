import type { CalendarDate } from './calendar-date';
import type { HardEffect } from './hard/hard-effects';
import type { Rng } from './prng';
import type { LookCapture } from './web/web-style';

/** Registry keys of the country profiles (ISO 3166 alpha-3; XVD is the fictional Republic of Valdoria). */
export type CountryCode = 'GBR' | 'DEU' | 'FRA' | 'ESP' | 'NLD' | 'ITA' | 'USA' | 'CAN' | 'XVD';

export type Sex = 'F' | 'M';

/**
 * Flat scan, phone photo, one of the `hard` set's worst-case photos (packages/fixture-generator/src/hard/hard-effects.ts), or a web
 * image of a specimen, or a flat scan or phone photo of one with the same look (packages/fixture-generator/src/web).
 */
export type Variant = 'clean' | 'camera' | 'hard' | LookCapture;

/** One synthetic passport holder and document, with every value as the data page prints it. */
export interface Identity {
  country: CountryCode;
  /** As printed in the VIZ (case and diacritics kept). */
  surname: string;
  givenNames: string;
  sex: Sex;
  /** The sex box as printed (`F`, or `V/F` on Dutch passports). */
  sexPrinted: string;
  birthDate: CalendarDate;
  birthPlace: string;
  issueDate: CalendarDate;
  expiryDate: CalendarDate;
  authority: string;
  nationality: string;
  passportNumber: string;
  /** Optional-data field of the MRZ; empty when the country fills it with `<`. */
  personalNumber: string;
  mrz: [string, string];
  /** Other printed values that are not part of the ground truth (height, eye colour, endorsements). */
  extras: Record<string, string>;
}

/** The ground-truth JSON written beside each image (contract section 5, plus where it came from). */
export interface GroundTruth {
  documentType: 'passport';
  fields: PassportFields;
  /** `effect` only for the hard variant; the look's font, overprint word and hologram only for web, scan and phone. */
  generator: { seed: number; country: CountryCode; variant: Variant; effect?: HardEffect; font?: string; overprint?: string; hologram?: true };
}

export interface PassportFields {
  passportNumber: string;
  name: string;
  gender: string;
  birthDay: string;
  birthPlace: string;
  issueDay: string;
  expiryDay: string;
  issuePlace: string;
  nationality: string;
  mrz: string;
}

export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Chance of a second given name. */
  secondGivenChance: number;
  /** How several given names are printed together (French passports separate them with commas). */
  givenSeparator?: string;
  /** Spanish style: two surnames, one from each parent. */
  doubleSurname?: boolean;
}

export interface Validity {
  years: number;
  /** Expiry is the day before the anniversary (DEU, FRA, USA) rather than on it (GBR, NLD, CAN). */
  minusOneDay: boolean;
}

/** Everything that makes one country's data page: its people, its number formats and its layout. */
export interface CountryProfile {
  code: CountryCode;
  /** Issuing state and nationality as the MRZ writes them (`D` for Germany). */
  mrzCode: string;
  nationality: string;
  names: NamePool;
  birthPlaces: readonly string[];
  authorities: readonly string[];
  passportNumber(rng: Rng): string;
  personalNumber?(rng: Rng): string;
  emptyPersonalCheck: '<' | '0';
  validity(ageAtIssue: number, rng: Rng): Validity;
  formatDate(date: CalendarDate): string;
  sexPrinted(sex: Sex): string;
  extras?(rng: Rng, sex: Sex): Record<string, string>;
  layout(identity: Identity): PageLayout;
  palette: Palette;
}

export interface Palette {
  /** Paper gradient, top-left to bottom-right. */
  paper: [string, string];
  /** Guilloche line colour: close to the paper so it never fights the text. */
  pattern: string;
  /** Label ink. */
  label: string;
  /** Heading ink. */
  heading: string;
}

/** A printed field: a small label (one entry per line) over a bold value. */
export interface LayoutCell {
  /** Left edge in px from the left of the field area. */
  col: number;
  label: string[];
  /** Value lines; one string for a one-line value. */
  value: string | string[];
  /** Draw a handwritten-looking signature instead of text. */
  signature?: boolean;
}

export interface PageLayout {
  /** State name, largest first; further lines smaller (translations). */
  state: string[];
  /** Document title ("PASSPORT", translations). */
  title: string[];
  /** `icao`: state centred over the fields, title above the photo. `title-right`: state left, title right. */
  header: 'icao' | 'title-right';
  rows: LayoutCell[][];
}
