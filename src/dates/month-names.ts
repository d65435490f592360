/** Languages whose month names identity documents print in Latin script. */
export type MonthLanguage = 'en' | 'fr' | 'de' | 'es' | 'it' | 'nl' | 'pt' | 'ro' | 'id' | 'sv';

/**
 * Month names and abbreviations as printed on identity documents, folded (upper case, no accents), January
 * first. Abbreviations are the ones the documents print, not dictionary ones: Dutch passports print MAA,
 * Indonesian ones AGU or AGS. No spelling means two different months: MAR is March and MAI is May in every
 * language here; building the lookup throws if an addition ever breaks that.
 */
export const MONTH_NAMES: Readonly<Record<MonthLanguage, readonly (readonly string[])[]>> = {
  en: [
    ['JAN', 'JANUARY'],
    ['FEB', 'FEBRUARY'],
    ['MAR', 'MARCH'],
    ['APR', 'APRIL'],
    ['MAY'],
    ['JUN', 'JUNE'],
    ['JUL', 'JULY'],
    ['AUG', 'AUGUST'],
    ['SEP', 'SEPT', 'SEPTEMBER'],
    ['OCT', 'OCTOBER'],
    ['NOV', 'NOVEMBER'],
    ['DEC', 'DECEMBER'],
  ],
  fr: [
    ['JANV', 'JANVIER'],
    ['FEV', 'FEVR', 'FEVRIER'],
    ['MARS'],
    ['AVR', 'AVRIL'],
    ['MAI'],
    ['JUIN'],
    ['JUIL', 'JUILL', 'JUILLET'],
    ['AOU', 'AOUT'],
    ['SEPT', 'SEPTEMBRE'],
    ['OCT', 'OCTOBRE'],
    ['NOV', 'NOVEMBRE'],
    ['DEC', 'DECEMBRE'],
  ],
  de: [
    // Austrian documents print Jänner and Feber.
    ['JAN', 'JANUAR', 'JANNER', 'JAENNER'],
    ['FEB', 'FEBR', 'FEBRUAR', 'FEBER'],
    ['MRZ', 'MAR', 'MARZ', 'MAERZ'],
    ['APR', 'APRIL'],
    ['MAI'],
    ['JUN', 'JUNI'],
    ['JUL', 'JULI'],
    ['AUG', 'AUGUST'],
    ['SEP', 'SEPT', 'SEPTEMBER'],
    ['OKT', 'OKTOBER'],
    ['NOV', 'NOVEMBER'],
    ['DEZ', 'DEZEMBER'],
  ],
  es: [
    ['ENE', 'ENERO'],
    ['FEB', 'FEBRERO'],
    ['MAR', 'MARZO'],
    ['ABR', 'ABRIL'],
    ['MAY', 'MAYO'],
    ['JUN', 'JUNIO'],
    ['JUL', 'JULIO'],
    ['AGO', 'AGOSTO'],
    ['SEP', 'SEPT', 'SET', 'SEPTIEMBRE', 'SETIEMBRE'],
    ['OCT', 'OCTUBRE'],
    ['NOV', 'NOVIEMBRE'],
    ['DIC', 'DICIEMBRE'],
  ],
  it: [
    ['GEN', 'GENNAIO'],
    ['FEB', 'FEBBRAIO'],
    ['MAR', 'MARZO'],
    ['APR', 'APRILE'],
    ['MAG', 'MAGGIO'],
    ['GIU', 'GIUGNO'],
    ['LUG', 'LUGLIO'],
    ['AGO', 'AGOSTO'],
    ['SET', 'SETTEMBRE'],
    ['OTT', 'OTTOBRE'],
    ['NOV', 'NOVEMBRE'],
    ['DIC', 'DICEMBRE'],
  ],
  nl: [
    ['JAN', 'JANUARI'],
    ['FEB', 'FEBRUARI'],
    ['MAA', 'MRT', 'MAART'],
    ['APR', 'APRIL'],
    ['MEI'],
    ['JUN', 'JUNI'],
    ['JUL', 'JULI'],
    ['AUG', 'AUGUSTUS'],
    ['SEP', 'SEPT', 'SEPTEMBER'],
    ['OKT', 'OKTOBER'],
    ['NOV', 'NOVEMBER'],
    ['DEC', 'DECEMBER'],
  ],
  pt: [
    ['JAN', 'JANEIRO'],
    ['FEV', 'FEVEREIRO'],
    ['MAR', 'MARCO'],
    ['ABR', 'ABRIL'],
    ['MAI', 'MAIO'],
    ['JUN', 'JUNHO'],
    ['JUL', 'JULHO'],
    ['AGO', 'AGOSTO'],
    ['SET', 'SETEMBRO'],
    ['OUT', 'OUTUBRO'],
    ['NOV', 'NOVEMBRO'],
    ['DEZ', 'DEZEMBRO'],
  ],
  ro: [
    ['IAN', 'IANUARIE'],
    ['FEB', 'FEBR', 'FEBRUARIE'],
    ['MAR', 'MARTIE'],
    ['APR', 'APRILIE'],
    ['MAI'],
    ['IUN', 'IUNIE'],
    ['IUL', 'IULIE'],
    ['AUG', 'AUGUST'],
    ['SEP', 'SEPT', 'SEPTEMBRIE'],
    ['OCT', 'OCTOMBRIE'],
    ['NOI', 'NOIEMBRIE'],
    ['DEC', 'DECEMBRIE'],
  ],
  id: [
    // The older spellings with P (Pebruari, Nopember) and both short forms of Agustus are still printed.
    ['JAN', 'JANUARI'],
    ['FEB', 'PEB', 'FEBRUARI', 'PEBRUARI'],
    ['MAR', 'MARET'],
    ['APR', 'APRIL'],
    ['MEI'],
    ['JUN', 'JUNI'],
    ['JUL', 'JULI'],
    ['AGU', 'AGS', 'AGT', 'AGUSTUS'],
    ['SEP', 'SEPTEMBER'],
    ['OKT', 'OKTOBER'],
    ['NOV', 'NOP', 'NOVEMBER', 'NOPEMBER'],
    ['DES', 'DESEMBER'],
  ],
  // Only the one spelling earlier versions read; kept so no date that parsed stops parsing.
  sv: [[], [], [], [], [], [], [], ['AUGUSTI'], [], [], [], []],
};

const BY_NAME = buildLookup();

function buildLookup(): Map<string, number> {
  const byName = new Map<string, number>();
  for (const [language, months] of Object.entries(MONTH_NAMES)) {
    months.forEach((names, index) => {
      for (const name of names) {
        const known = byName.get(name);
        if (known !== undefined && known !== index + 1)
          throw new Error(`month-names: "${name}" (${language}) is month ${index + 1} but already month ${known}`);
        byName.set(name, index + 1);
      }
    });
  }
  // monthFromName reads an unknown V as U: that must never turn one month's name into another's.
  for (const [name, month] of byName) {
    const asU = byName.get(name.replace(/V/g, 'U'));
    if (asU !== undefined && asU !== month) throw new Error(`month-names: "${name}" read with U for V is month ${asU}, not ${month}`);
  }
  return byName;
}

/**
 * Month number of a folded name or abbreviation, or undefined. A name no language spells is read again with
 * its V as U: the LSTM reads a blurred bold U as V ("14AVG2027"), and no month name here has a V where
 * another has a U.
 * e.g. monthFromName('AOUT') === 8; monthFromName('AVG') === 8
 */
export function monthFromName(name: string): number | undefined {
  const bare = name.replace(/\.$/, '');
  return BY_NAME.get(bare) ?? BY_NAME.get(bare.replace(/V/g, 'U'));
}

// OCR reads the slash of a bilingual pair as I, L or 1, or drops it: e.g. "AUGIAOUT", "ENE1JAN", "JANJAN".
const SLASH_MISREADS = new Set(['I', 'L', '1']);

/**
 * Month number of a bilingual pair that OCR printed as one word, or undefined. Both halves must be known
 * and name the same month, so an unknown word is never cut into a month by chance.
 * e.g. monthFromJoinedPair('AUGIAOUT') === 8; monthFromJoinedPair('JANIS') === undefined
 */
export function monthFromJoinedPair(word: string): number | undefined {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const left = monthFromName(word.slice(0, cut));
    if (left === undefined) continue;
    const rest = word.slice(cut);
    if (monthFromName(rest) === left) return left;
    if (SLASH_MISREADS.has(rest[0]) && monthFromName(rest.slice(1)) === left) return left;
  }
  return undefined;
}
