import { buildTd1Mrz } from '../build-td1-mrz';
import { pad2, type CalendarDate } from '../calendar-date';
import type { CardElement, CardSpec, FieldElement } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import { randomDate } from '../random-date';
import type { KindGenerator } from './kind-generator';

// Names are printed in mixed case as registered, with their accents; several given names with spaces.
const MALE = ['Luca', 'Noah', 'Leon', 'Matteo', 'Elias', 'Liam', 'Nico', 'Gabriel', 'Samuel', 'Lukas', 'Jonas', 'Rémy', 'Loïc', 'Andrea', 'Urs', 'Beat', 'Reto', 'Jürg', 'Marco', 'Thomas'];
const FEMALE = ['Mia', 'Emma', 'Lina', 'Elena', 'Mila', 'Sofia', 'Lea', 'Laura', 'Anna', 'Chiara', 'Léa', 'Zoé', 'Aline', 'Nadja', 'Regula', 'Verena', 'Ursula', 'Céline', 'Martina', 'Jasmin'];
const SURNAMES = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Favre', 'Rochat', 'Bernasconi', 'Fontana', 'Widmer', 'Bühler', 'Zürcher', 'Gasser', 'Jaquet'];
// Place of origin (Heimatort): the commune of citizenship and its canton, not where the holder was born.
const ORIGINS = ['Trub BE', 'Eggiwil BE', 'Sumiswald BE', 'Muotathal SZ', 'Appenzell AI', 'Glarus Nord GL', 'Poschiavo GR', 'Val-de-Travers NE', 'Mendrisio TI', 'Küsnacht ZH', 'Hérémence VS', 'Bern BE', 'Luzern LU', 'Lugano TI', 'Genève GE', 'Schwyz SZ', 'Einsiedeln SZ', 'Langnau im Emmental BE'];
// Issuing authority: the commune or cantonal office that took the application, with its canton.
const AUTHORITIES = ['Bern BE', 'Zürich ZH', 'Basel BS', 'Luzern LU', 'Genève GE', 'Lausanne VD', 'Lugano TI', 'St. Gallen SG', 'Chur GR', 'Sion VS', 'Fribourg FR', 'Winterthur ZH', 'Neuchâtel NE', 'Delémont JU', 'Aarau AG', 'Schaffhausen SH'];
const NUMBER_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const CAPTION = '#1d4f96';
const INK = '#161616';
// The mono face advances 0.6 em: a value's width is known, so the end mark (▲) can follow it.
const MONO_ADVANCE = 0.6;

const field = (x: number, y: number, label: string[], value: string, extra: Partial<FieldElement> = {}): FieldElement => ({
  type: 'field', x, y, label, value: [value], labelSize: 1.2, valueSize: 2.7, labelFill: CAPTION, valueFill: INK, font: 'mono', labelFont: 'sans', valueBold: true, ...extra,
});

/** A name under its caption, in a size that fits `width`, with the small triangle that ends names on this card. */
function nameWithEndMark(x: number, y: number, label: string, name: string, width: number): CardElement[] {
  const size = Math.min(2.8, width / (MONO_ADVANCE * (name.length + 1.5)));
  const valueY = y + size * 1.1;
  return [
    field(x, y, [label], name, { valueSize: size }),
    { type: 'text', x: x + MONO_ADVANCE * size * name.length + 0.35, y: valueY, text: '▲', size: size * 0.55, fill: INK },
  ];
}

/**
 * Swiss identity card (2023 model), after the official SPECIMEN
 * (`../shared/specimens/ch_id_card/ch2023-helvetia-schweizer-sample-*`): the country in five languages across the
 * top, the number top right, names (ended by ▲) under German/French/Italian/Romansh/English captions, sex,
 * nationality, birth and expiry dates (`01 08 1995`); on the back the place of origin, height, issue date,
 * authority and the TD1 MRZ (`IDCHE`). The card prints no place of birth: its place of origin (Heimatort)
 * is returned as placeOfBirth.
 */
export const generator: KindGenerator = {
  documentType: 'ch_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const pool = female ? FEMALE : MALE;
    const given = [rng.pick(pool)];
    if (rng.chance(0.3)) given.push(rng.pick(pool.filter((n) => n !== given[0])));
    const firstName = given.join(' ');
    const surname = [rng.pick(SURNAMES)];
    if (rng.chance(0.15)) surname.push(rng.pick(SURNAMES.filter((n) => n !== surname[0])));
    const lastName = surname.join(' ');
    const birth = randomDate(rng, 1950, 2010);
    const issue = randomDate(rng, 2023, 2026, REFERENCE_DATE);
    const age = birth.yearsUntil(issue);
    const expiry = issue.addYears(age >= 18 ? 10 : 5).addDays(-1);
    const letter = () => rng.pick(NUMBER_LETTERS);
    // Shaped like the real numbers: letter, digit, letter, two digits, letter, two digits.
    const documentNumber = `${letter()}${rng.int(0, 9)}${letter()}${pad2(rng.int(0, 99))}${letter()}${pad2(rng.int(0, 99))}`;
    const origin = rng.pick(ORIGINS);
    const authority = rng.pick(AUTHORITIES);
    const height = String(rng.int(150, 198));
    const sex = female ? 'F' : 'M';
    const ch = (d: CalendarDate) => `${pad2(d.day)} ${pad2(d.month)} ${d.year}`;
    const mrz = buildTd1Mrz({
      documentCode: 'ID', issuingState: 'CHE', documentNumber, birthDate: birth, sex, expiryDate: expiry, nationality: 'CHE',
      surname: lastName, givenNames: firstName,
    });

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#e4f0f6', '#f3efe6'], pattern: '#bcd8e8' },
      elements: [
        { type: 'text', x: 3.9, y: 5.3, text: 'SCHWEIZ SUISSE SVIZZERA SVIZRA SWITZERLAND', size: 2.45, font: 'mono', fill: '#1d1d1d', maxWidth: 77.5 },
        { type: 'rect', x: 32.3, y: 7.8, w: 3.4, h: 3.4, fill: '#d52b1e' },
        { type: 'rect', x: 33.7, y: 8.4, w: 0.6, h: 2.2, fill: '#ffffff' },
        { type: 'rect', x: 32.9, y: 9.2, w: 2.2, h: 0.6, fill: '#ffffff' },
        { type: 'text', x: 36.9, y: 8.6, text: 'IDENTITÄTSKARTE • CARTE D’IDENTITÉ', size: 1.2, font: 'mono', fill: '#2a2a2a' },
        { type: 'text', x: 36.9, y: 9.9, text: 'CARTA D’IDENTITÀ • CARTA D’IDENTITAD', size: 1.2, font: 'mono', fill: '#2a2a2a' },
        { type: 'text', x: 36.9, y: 11.2, text: 'IDENTITY CARD', size: 1.2, font: 'mono', fill: '#2a2a2a' },
        { type: 'text', x: 79.7, y: 9.7, text: documentNumber, size: 2.7, font: 'mono', anchor: 'end', fill: INK },
        { type: 'rect', x: 59.8, y: 12.9, w: 9.6, h: 12.7, fill: '#c9d0d4', opacity: 0.7, r: 1.5 },
        { type: 'photo', x: 3.7, y: 10.8, w: 26.7, h: 31.4 },
        ...nameWithEndMark(32.6, 26.5, 'Name • Nom • Cognome • Num • Surname', lastName, 48),
        ...nameWithEndMark(32.6, 32.6, 'Vorname(n) • Prénom(s) • Nome(i) • Prenum(s) • Given name(s)', firstName, 48),
        field(32.6, 38.6, ['Geschlecht • Sexe', 'Sesso • Schlattaina', 'Sex'], sex, { valueSize: 2.6 }),
        field(47.6, 38.6, ['Nationalität • Nationalité', 'Cittadinanza • Naziunalitad', 'Nationality'], 'CHE', { valueSize: 2.6 }),
        field(32.6, 46.0, ['Geburtsdatum • Date de naissance', 'Data di nascita • Data da naschientscha', 'Date of birth'], ch(birth), { valueSize: 2.6 }),
        field(59.7, 46.0, ['Gültig bis • Date d’expiration', 'Data di scadenza • Data da scadenza', 'Date of expiry'], ch(expiry), { valueSize: 2.6 }),
        { type: 'signature', x: 5, y: 49 },
      ],
    };
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#e2f1f7', '#eef6f9'], pattern: '#c2dfec' },
      elements: [
        field(5.1, 4.5, ['Heimatort • Lieu d’origine • Luogo di attinenza • Lieu d’origin • Place of origin'], origin, { valueSize: 2.5 }),
        field(5.1, 8.9, ['Grösse • Taille • Statura • Grondezza • Height'], `${height} cm`, { valueSize: 2.5 }),
        { type: 'rect', x: 16, y: 12.9, w: 9.8, h: 12.7, fill: '#c9d0d4', opacity: 0.7, r: 1.5 },
        // The laser-engraved repeat of the expiry year and the number, pale in the middle of the card.
        { type: 'text', x: 33.5, y: 18.8, text: String(expiry.year), size: 2.6, font: 'sans', fill: '#b7c3ca' },
        { type: 'text', x: 33.5, y: 22.6, text: documentNumber, size: 2.6, font: 'sans', fill: '#b7c3ca' },
        { type: 'text', x: 81.5, y: 27, text: `${rng.int(10, 99)}${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 4)}${rng.chars('0123456789', 8)}`, size: 1.5, font: 'mono', fill: '#333333', rotate: -90 },
        { type: 'rect', x: 0, y: 32.6, w: 85.6, h: 21.4, fill: '#f2f7f6', opacity: 0.6 },
        field(5.1, 28.5, ['Ausgestellt am • Délivrée le • Rilasciata il • Emessa ils • Date of issue'], ch(issue), { valueSize: 2.6 }),
        field(44.1, 28.5, ['Behörde • Autorité • Autorità • Autoritad • Authority'], authority, { valueSize: 2.6 }),
        { type: 'mrz', lines: mrz, y: 40.2, lineGap: 3.9 },
      ],
    };
    return {
      fields: {
        lastName,
        firstName,
        documentNumber,
        dateOfBirth: birth.iso(),
        nationality: 'CHE',
        expiryDate: expiry.iso(),
        issueDate: issue.iso(),
        gender: sex,
        height,
        placeOfBirth: origin,
        issuingAuthority: authority,
        mrz: mrz.join('\n'),
      },
      sides: [front, back],
      sideFields: [['lastName', 'firstName', 'documentNumber', 'dateOfBirth', 'nationality', 'expiryDate', 'gender'], ['placeOfBirth', 'height', 'documentNumber', 'issueDate', 'issuingAuthority', 'mrz']],
    };
  },
};
