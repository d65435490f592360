import { buildTd1Mrz } from '../build-td1-mrz';
import { pad2, type CalendarDate } from '../calendar-date';
import type { CardSpec, FieldElement } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import { randomDate } from '../random-date';
import type { KindGenerator } from './kind-generator';

// Given names are printed in mixed case with their accents, several separated by commas ("Élodie-Anaïs, Claire").
const MALE = ['Lucas', 'Gabriel', 'Léo', 'Raphaël', 'Arthur', 'Louis', 'Jules', 'Adam', 'Maël', 'Hugo', 'Théo', 'Noé', 'Jérôme', 'François', 'Stéphane', 'Jean-Pierre', 'Nicolas', 'Mathéo', 'Benoît', 'Loïc'];
const FEMALE = ['Emma', 'Jade', 'Louise', 'Alice', 'Chloé', 'Léa', 'Manon', 'Inès', 'Maëlle', 'Zoé', 'Camille', 'Hélène', 'Anaïs', 'Agathe', 'Céline', 'Marie-Claire', 'Juliette', 'Élodie', 'Sophie', 'Mélanie'];
const SURNAMES = ['MARTIN', 'BERNARD', 'THOMAS', 'PETIT', 'ROBERT', 'RICHARD', 'DURAND', 'DUBOIS', 'MOREAU', 'LAURENT', 'SIMON', 'MICHEL', 'LEFÈVRE', 'LEROY', 'ROUX', 'FOURNIER', 'GIRARD', 'BONNET', 'FRANÇOIS', 'MERCIER', 'GARNIER', 'FAURE', 'ANDRÉ', 'CHEVALIER', 'BOYER'];
// Birth places as printed: the commune in capitals, accents and hyphens kept.
const BIRTH_PLACES = ['PARIS', 'LYON', 'MARSEILLE', 'TOULOUSE', 'NANTES', 'BORDEAUX', 'LILLE', 'RENNES', 'STRASBOURG', 'SAINT-ÉTIENNE', 'AIX-EN-PROVENCE', 'BOULOGNE-BILLANCOURT', 'CLERMONT-FERRAND', 'ORLÉANS', 'BREST', 'BÉZIERS', 'LE MANS', 'CAEN'];
// [commune, postcode, prefecture that issues the card, with the département's own article].
const RESIDENCES: Array<[string, string, string]> = [
  ['PARIS', '75011', 'Préfecture de Police'], ['LYON', '69003', 'Préfecture du Rhône'], ['MARSEILLE', '13008', 'Préfecture des Bouches-du-Rhône'],
  ['TOULOUSE', '31000', 'Préfecture de la Haute-Garonne'], ['NANTES', '44000', 'Préfecture de la Loire-Atlantique'], ['BORDEAUX', '33000', 'Préfecture de la Gironde'],
  ['LILLE', '59000', 'Préfecture du Nord'], ['RENNES', '35000', "Préfecture d'Ille-et-Vilaine"], ['STRASBOURG', '67000', 'Préfecture du Bas-Rhin'],
  ['MONTPELLIER', '34000', "Préfecture de l'Hérault"], ['NICE', '06000', 'Préfecture des Alpes-Maritimes'], ['GRENOBLE', '38000', "Préfecture de l'Isère"],
  ['BEAUVAIS', '60000', "Préfecture de l'Oise"], ['ROUEN', '76000', 'Préfecture de la Seine-Maritime'], ['DIJON', '21000', "Préfecture de la Côte-d'Or"],
];
const STREETS = ['RUE DE LA PAIX', 'AVENUE JEAN JAURÈS', 'RUE VICTOR HUGO', 'BOULEVARD GAMBETTA', 'RUE DU MOULIN', 'PLACE DE LA RÉPUBLIQUE', 'RUE PASTEUR', 'ALLÉE DES TILLEULS', 'IMPASSE DES ÉCOLES', 'CHEMIN DES VIGNES', "RUE DE L'ÉGLISE"];
// Document numbers: 9 capital letters and digits (e.g. X4RTBPFW4, K7P2M9Q3T).
const ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const BLUE = '#233c8c';
const CAPTION = '#2d3e5c';
const INK = '#161616';

const field = (x: number, y: number, label: string, value: string, extra: Partial<FieldElement> = {}): FieldElement => ({
  type: 'field', x, y, label: [label], value: [value], labelSize: 1.35, valueSize: 2.6, labelFill: CAPTION, valueFill: INK, font: 'serif', labelFont: 'sans', valueBold: true, ...extra,
});

/**
 * French identity card (carte nationale d'identité, 2021 model), after the official SPÉCIMEN front
 * (`../shared/specimens/fr_id_card/cni2021-martin-maelis-front.jpg`): French/English captions over the values
 * beside the photo on the front (the alternate-name row only filled for some holders); on the back the address,
 * the height (`1,68 m`), the issue date, the prefecture, the visible digital seal (a DataMatrix) and the TD1 MRZ.
 */
export const generator: KindGenerator = {
  documentType: 'fr_id_card',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const pool = female ? FEMALE : MALE;
    const given = [rng.pick(pool)];
    while (given.length < 3 && rng.chance(given.length === 1 ? 0.45 : 0.25)) {
      const next = rng.pick(pool.filter((n) => !given.includes(n)));
      given.push(next);
    }
    const firstName = given.join(', ');
    const lastName = rng.pick(SURNAMES);
    const usageName = female && rng.chance(0.3) ? `épouse ${rng.pick(SURNAMES.filter((n) => n !== lastName))}` : '';
    const birth = randomDate(rng, 1950, 2010);
    const issue = randomDate(rng, 2021, 2026, REFERENCE_DATE);
    const expiry = issue.addYears(10).addDays(-1);
    const documentNumber = rng.chars(ALPHABET, 9);
    const placeOfBirth = rng.pick(BIRTH_PLACES);
    const [city, postcode, authority] = rng.pick(RESIDENCES);
    const street = `${rng.int(1, 120)}${rng.chance(0.1) ? ' BIS' : ''} ${rng.pick(STREETS)}`;
    const metres = (rng.int(150, 198) / 100).toFixed(2);
    const fr = (d: CalendarDate) => `${pad2(d.day)} ${pad2(d.month)} ${d.year}`;
    const sex = female ? 'F' : 'M';
    const mrz = buildTd1Mrz({
      documentCode: 'ID', issuingState: 'FRA', documentNumber, birthDate: birth, sex, expiryDate: expiry, nationality: 'FRA',
      surname: lastName, givenNames: given.join(' '),
    });

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#dfeaf6', '#eef3f9'], pattern: '#bcd3ec' },
      elements: [
        // The Marianne block (blue, white profile, red) and the EU flag with FR.
        { type: 'rect', x: 2, y: 1.6, w: 4.6, h: 7.2, fill: '#000091' },
        { type: 'rect', x: 8.2, y: 1.6, w: 4.4, h: 7.2, fill: '#e1000f' },
        { type: 'text', x: 16.5, y: 5.2, text: 'RÉPUBLIQUE FRANÇAISE', size: 3.0, bold: true, fill: BLUE, letterSpacing: 0.15 },
        { type: 'text', x: 16.5, y: 8.2, text: 'CARTE NATIONALE D’IDENTITÉ / IDENTITY CARD', size: 1.55, fill: '#2a2a2a' },
        { type: 'rect', x: 71.5, y: 1.6, w: 11.5, h: 7.4, fill: '#1f3f99' },
        { type: 'text', x: 77.25, y: 6.3, text: 'FR', size: 2.6, bold: true, fill: '#ffffff', anchor: 'middle' },
        { type: 'photo', x: 2.2, y: 12, w: 27.5, h: 37 },
        field(34, 10.4, 'NOM / Surname', lastName, { maxWidth: 36 }),
        field(34, 18.3, 'Prénoms / Given names', firstName, { maxWidth: 48 }),
        field(34, 26, 'SEXE / Sex', sex),
        field(43, 26, 'NATIONALITÉ / Nationality', 'FRA'),
        field(64.5, 26, 'DATE DE NAISS. / Date of birth', fr(birth), { labelSize: 1.25 }),
        field(34, 30.9, 'LIEU DE NAISSANCE / Place of birth', placeOfBirth, { maxWidth: 48 }),
        field(34, 35.8, 'NOM D’USAGE / Alternate name', usageName, { maxWidth: 48 }),
        field(34, 40.7, 'N° DU DOCUMENT / Document No.', documentNumber, { font: 'sans', valueBold: true, valueSize: 2.9, labelSize: 1.25 }),
        field(64.5, 40.7, 'DATE D’EXPIR. / Expiry date', fr(expiry), { labelSize: 1.25 }),
        { type: 'signature', x: 35, y: 49.5 },
        { type: 'text', x: 64.5, y: 50, text: String(rng.int(100000, 999999)), size: 2.8, font: 'sans', fill: INK },
      ],
    };
    const seal = `DC04FR${rng.chars('0123456789ABCDEF', 8)}01FR${documentNumber}${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 80)}`;
    const back: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#e7eff8', '#f1f4f9'], pattern: '#c7d8ec' },
      elements: [
        field(4, 5, 'ADRESSE / Address', '', { value: [street, `${postcode} ${city}`], maxWidth: 50 }),
        field(4, 16.5, 'TAILLE / Height', `${metres.replace('.', ',')} m`),
        field(22, 16.5, 'DATE DE DÉLIVRANCE / Date of issue', fr(issue)),
        field(4, 23, 'AUTORITÉ / Authority', authority, { maxWidth: 52 }),
        { type: 'rect', x: 44, y: 26.5, w: 10, h: 8.5, fill: '#c9d6e6', opacity: 0.6, r: 1 },
        { type: 'barcode', format: 'datamatrix', data: seal, x: 61, y: 3.5, w: 21, h: 21 },
        { type: 'mrz', lines: mrz, y: 40.5, lineGap: 4.4 },
      ],
    };
    return {
      fields: {
        lastName,
        firstName,
        documentNumber,
        dateOfBirth: birth.iso(),
        placeOfBirth,
        expiryDate: expiry.iso(),
        issueDate: issue.iso(),
        gender: sex,
        height: metres,
        nationality: 'FRA',
        address: `${street} ${postcode} ${city}`,
        issuingAuthority: authority,
        mrz: mrz.join('\n'),
      },
      sides: [front, back],
      sideFields: [['lastName', 'firstName', 'documentNumber', 'dateOfBirth', 'placeOfBirth', 'expiryDate', 'gender', 'nationality'], ['address', 'height', 'issueDate', 'issuingAuthority', 'mrz']],
      variant: usageName ? 'alternate name' : 'no alternate name',
    };
  },
};
