import type { CountryProfile, Identity } from '../types';
import type { Rng } from '../prng';
import { numericDate } from './date-styles';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A DNI: 8 digits and the letter of their remainder modulo 23. e.g. 12345678Z */
export function makeDni(rng: Rng): string {
  const digits = rng.chars('0123456789', 8);
  return digits + DNI_LETTERS[Number(digits) % 23];
}

/**
 * Spain, pasaporte 2015: Spanish/English/French labels, two surnames, dates `12 08 1974`, the holder's DNI in
 * the VIZ and in the MRZ optional data, numbers of 3 letters and 6 digits (PAB123456), validity 5 years under
 * 30 and 10 years from 30, expiring on the anniversary.
 */
export const esp: CountryProfile = {
  code: 'ESP',
  mrzCode: 'ESP',
  nationality: 'ESPAÑOLA',
  names: {
    male: ['JOSÉ', 'JAVIER', 'ÁLVARO', 'SERGIO', 'DAVID', 'PABLO', 'RAÚL', 'IÑAKI', 'JESÚS', 'ANTONIO',
      'MANUEL', 'ADRIÁN', 'RUBÉN', 'JOSÉ LUIS', 'JUAN CARLOS', 'ÓSCAR', 'IVÁN', 'HUGO', 'MARTÍN', 'JORDI'],
    female: ['MARÍA', 'CARMEN', 'LUCÍA', 'ANA', 'ELENA', 'NURIA', 'INÉS', 'MONTSERRAT', 'ROCÍO', 'PILAR',
      'MARÍA JOSÉ', 'ANA BELÉN', 'SOFÍA', 'ÁNGELA', 'BEATRIZ', 'MARTA', 'AINHOA', 'LAURA', 'CRISTINA', 'MÓNICA'],
    surnames: ['GARCÍA', 'FERNÁNDEZ', 'GONZÁLEZ', 'RODRÍGUEZ', 'LÓPEZ', 'MARTÍNEZ', 'SÁNCHEZ', 'PÉREZ', 'GÓMEZ',
      'MARTÍN', 'JIMÉNEZ', 'RUIZ', 'HERNÁNDEZ', 'DÍAZ', 'MORENO', 'MUÑOZ', 'ÁLVAREZ', 'ROMERO', 'NÚÑEZ',
      'IBÁÑEZ', 'CASTAÑO', 'ORTEGA', 'SERRANO', 'VIDAL', 'PEÑA', 'GUTIÉRREZ', 'BLÁZQUEZ', 'ECHEVERRÍA'],
    secondGivenChance: 0.15,
    doubleSurname: true,
  },
  birthPlaces: ['MADRID', 'BARCELONA', 'SEVILLA', 'VALENCIA', 'MÁLAGA', 'ZARAGOZA', 'BILBAO', 'A CORUÑA',
    'CÓRDOBA', 'LEÓN', 'CÁDIZ', 'SALAMANCA', 'SANTANDER', 'ALICANTE', 'VALLADOLID', 'GIJÓN', 'LOGROÑO', 'ÁVILA'],
  authorities: ['DGP MADRID', 'DGP BARCELONA', 'DGP SEVILLA', 'DGP VALENCIA', 'DGP MÁLAGA', 'DGP BILBAO',
    'DGP ZARAGOZA', 'DGP A CORUÑA', 'DGP VALLADOLID'],
  // e.g. PAK482915
  passportNumber: (rng) => 'P' + rng.chars(LETTERS, 2) + rng.chars('0123456789', 6),
  personalNumber: makeDni,
  emptyPersonalCheck: '0',
  validity: (age) => ({ years: age >= 30 ? 10 : 5, minusOneDay: false }),
  formatDate: (date) => numericDate(date, ' '),
  sexPrinted: (sex) => sex,
  layout: (id: Identity) => ({
    state: ['REINO DE ESPAÑA'],
    title: ['PASAPORTE', 'PASSPORT / PASSEPORT'],
    header: 'icao',
    rows: [
      [
        { col: 0, label: ['Tipo/Type/Type'], value: 'P' },
        { col: 130, label: ['Código del país/Country code/', 'Code du pays'], value: 'ESP' },
        { col: 440, label: ['Pasaporte N°/Passport No./', 'Passeport N°'], value: id.passportNumber },
      ],
      [{ col: 0, label: ['Apellidos/Surname/Nom'], value: id.surname }],
      [{ col: 0, label: ['Nombre/Given names/Prénoms'], value: id.givenNames }],
      [
        { col: 0, label: ['Nacionalidad/Nationality/Nationalité'], value: id.nationality },
        { col: 330, label: ['Fecha de nacimiento/Date of birth/Date de naissance'], value: esp.formatDate(id.birthDate) },
      ],
      [
        { col: 0, label: ['DNI/Personal No./N° personnel'], value: id.personalNumber },
        { col: 255, label: ['Sexo/Sex/Sexe'], value: id.sexPrinted },
        { col: 385, label: ['Lugar de nacimiento/Place of birth/', 'Lieu de naissance'], value: id.birthPlace },
      ],
      [
        { col: 0, label: ['Fecha de expedición/Date of issue/', 'Date de délivrance'], value: esp.formatDate(id.issueDate) },
        { col: 330, label: ['Fecha de caducidad/Date of expiry/', 'Date d\'expiration'], value: esp.formatDate(id.expiryDate) },
      ],
      [
        { col: 0, label: ['Autoridad/Authority/Autorité'], value: id.authority },
        { col: 420, label: ['Firma del titular/Holder\'s signature/', 'Signature du titulaire'], value: '', signature: true },
      ],
    ],
  }),
  palette: { paper: ['#f7eee4', '#eff1e7'], pattern: '#dcc9ae', label: '#5b3a28', heading: '#6b1f1f' },
};
