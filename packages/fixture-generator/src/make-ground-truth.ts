import type { HardEffect } from './hard/hard-effects';
import type { GroundTruth, Identity, Variant } from './types';
import { describeWebStyle, isLookCapture, makeWebStyle } from './web/web-style';

/**
 * The ground truth in the contract's formats (section 1): the given names then the surname as printed, dates
 * YYYY-MM-DD, the authority box as `issuePlace`, and the MRZ lines joined by the two characters `\` and `n`.
 */
export function makeGroundTruth(identity: Identity, seed: number, variant: Variant, effect?: HardEffect): GroundTruth {
  const name = [identity.givenNames, identity.surname].filter((part) => part !== '').join(' ');
  return {
    documentType: 'passport',
    fields: {
      passportNumber: identity.passportNumber,
      name: foldSpaces(name),
      gender: identity.sexPrinted,
      birthDay: identity.birthDate.iso(),
      birthPlace: foldSpaces(identity.birthPlace),
      issueDay: identity.issueDate.iso(),
      expiryDay: identity.expiryDate.iso(),
      issuePlace: foldSpaces(identity.authority),
      nationality: foldSpaces(identity.nationality),
      mrz: identity.mrz.join('\\n'),
    },
    generator: { seed, country: identity.country, variant, ...(effect ? { effect } : {}), ...(isLookCapture(variant) ? describeWebStyle(makeWebStyle(seed)) : {}) },
  };
}

function foldSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
