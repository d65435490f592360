/**
 * Public specimen MRZs printed with wrong check digits (per their notes in shared/specimens): a reader must
 * return them as printed and invalid, with exactly these checks failing, never "fix" them into something else.
 */
export const MISPRINTED_SPECIMENS: Array<[name: string, lines: string[], failing: string[]]> = [
  // document number shifted by one filler; composite does not validate
  ['CMW card', ['IDCMW<512849702<<<<<<<<<<<<<<<', '6104128M1402209CMW<<<<<<<<<<<1', 'PUBLIC<<JON<<<<<<<<<<<<<<<<<<<'], ['composite']],
  // printed expiry check digit (8) and composite do not validate
  ['Swiss card', ['IDCHES1A00A00<9<<<<<<<<<<<<<<<', '9508015F3303228CHE<<<<<<<<<<<2', 'SCHWEIZER<SAMPLE<<HELVETIA<<<<'], ['expiryDate', 'composite']],
  // document-number and composite check digits do not validate
  ['Colombian card', ['ICCOL000000012305001<<<<<<<<<<', '0403151F3203190COL1234567890<0', 'WALTEROS<<LAURA<<<<<<<<<<<<<<<'], ['documentNumber', 'composite']],
  // DOB and expiry check digits do not validate
  ['Spanish DNI 3.0', ['IDESPBAB1834284<44282767Q0<<<<', '8001010F1301017ESP<<<<<<<<<<<3', 'MUESTRA<MUESTRA<<CARMEN<<<<<<<'], ['dateOfBirth', 'expiryDate']],
  // document number, DOB and composite do not validate
  ['Spanish DNIe', ['IDESPAAA1000014<00000023T<<<<<', '7212018F1101236ESP<<<<<<<<<<<8', 'ESPAÑOLA<ESPAÑOLA<CARMEN<<<<<<'], ['documentNumber', 'dateOfBirth', 'composite']],
];
