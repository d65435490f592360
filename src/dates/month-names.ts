/**
 * Month names and abbreviations as printed on identity documents, folded (upper case, no accents).
 * Bilingual dates print two of them ("AUG/AOUT"); any one that is known decides.
 */
const MONTHS: Record<number, string[]> = {
  1: ['JAN', 'JANUARY', 'JANVIER', 'JANV', 'JANUAR', 'JAENNER', 'JANNER', 'ENE', 'ENERO', 'GEN', 'GENNAIO', 'JANUARI', 'IAN', 'IANUARIE', 'JANEIRO'],
  2: ['FEB', 'FEBRUARY', 'FEV', 'FEVR', 'FEVRIER', 'FEBRUAR', 'FEBRERO', 'FEBBRAIO', 'FEBRUARI', 'FEBRUARIE', 'FEVEREIRO', 'PEB', 'FEBR'],
  3: ['MAR', 'MARCH', 'MARS', 'MAERZ', 'MARZ', 'MRZ', 'MARZO', 'MAART', 'MRT', 'MARET', 'MARTIE', 'MARCO', 'MRT'],
  4: ['APR', 'APRIL', 'AVR', 'AVRIL', 'ABR', 'ABRIL', 'APRILE', 'APRILIE', 'ABRIL'],
  5: ['MAY', 'MAI', 'MAIO', 'MAYO', 'MAG', 'MAGGIO', 'MEI', 'MAIO'],
  6: ['JUN', 'JUNE', 'JUIN', 'JUNI', 'JUNIO', 'GIU', 'GIUGNO', 'IUN', 'IUNIE', 'JUNHO'],
  7: ['JUL', 'JULY', 'JUIL', 'JUILLET', 'JULI', 'JULIO', 'LUG', 'LUGLIO', 'IUL', 'IULIE', 'JULHO'],
  8: ['AUG', 'AUGUST', 'AOUT', 'AOU', 'AGO', 'AGOSTO', 'AGU', 'AGUSTUS', 'AUGUSTUS', 'AUGUSTI'],
  9: ['SEP', 'SEPT', 'SEPTEMBER', 'SEPTEMBRE', 'SEPTIEMBRE', 'SETIEMBRE', 'SET', 'SETTEMBRE', 'SEPTEMBRIE', 'SETEMBRO'],
  10: ['OCT', 'OCTOBER', 'OCTOBRE', 'OKT', 'OKTOBER', 'OCTUBRE', 'OTT', 'OTTOBRE', 'OKTOBER', 'OCTOMBRIE', 'OUT', 'OUTUBRO'],
  11: ['NOV', 'NOVEMBER', 'NOVEMBRE', 'NOVIEMBRE', 'NOP', 'NOPEMBER', 'NOIEMBRIE', 'NOVEMBRO'],
  12: ['DEC', 'DECEMBER', 'DECEMBRE', 'DEZ', 'DEZEMBER', 'DIC', 'DICIEMBRE', 'DICEMBRE', 'DES', 'DESEMBER', 'DECEMBRIE', 'DEZEMBRO'],
};

const BY_NAME = new Map<string, number>();
for (const [month, names] of Object.entries(MONTHS)) for (const name of names) BY_NAME.set(name, Number(month));

/** Month number of a folded name or abbreviation, or undefined. e.g. monthFromName('AOUT') === 8 */
export function monthFromName(name: string): number | undefined {
  return BY_NAME.get(name.replace(/\.$/, ''));
}
