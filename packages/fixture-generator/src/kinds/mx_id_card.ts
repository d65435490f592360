import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';
import { randomDate } from '../random-date';

/*
 * Mexican voter card (Credencial para Votar), front only: every field of the kind is printed there. Three
 * generations share one arrangement (photo left; name, address, keys right of it; small-caps captions):
 *   ife-c   IFE model C (2008-2013), after the public IFE sample card: captions left of values, bottom rows
 *           ESTADO/MUNICIPIO/SECCIÓN and LOCALIDAD/EMISIÓN/VIGENCIA.
 *   ine-e   INE models D/E (2014-2019): same rows under the INE header.
 *   ine-gh  INE models G/H (from December 2019): no state, municipality or locality codes; a bottom row of
 *           FECHA DE NACIMIENTO, SECCIÓN and VIGENCIA "2020 - 2030" (issue and expiry in one field).
 */

const MALE = ['JOSE LUIS', 'JUAN', 'FRANCISCO', 'ANTONIO', 'JESUS', 'MIGUEL ANGEL', 'PEDRO', 'ALEJANDRO', 'MANUEL', 'RICARDO', 'FERNANDO', 'JORGE', 'ROBERTO', 'CARLOS', 'EDUARDO', 'JAVIER', 'RAUL', 'SERGIO', 'LUIS ANGEL', 'JOSE ANTONIO', 'JUAN CARLOS', 'DANIEL', 'OSCAR', 'ARTURO', 'JOSE MANUEL', 'ENRIQUE', 'RAFAEL', 'HECTOR', 'OMAR', 'IVAN'];
const FEMALE = ['MARIA GUADALUPE', 'GUADALUPE', 'JUANA', 'VERONICA', 'LETICIA', 'ROSA MARIA', 'ALEJANDRA', 'PATRICIA', 'ELIZABETH', 'ADRIANA', 'GABRIELA', 'ANA LAURA', 'LAURA', 'SILVIA', 'MARTHA', 'YOLANDA', 'CLAUDIA', 'DANIELA', 'FERNANDA', 'MARIANA', 'XIMENA', 'MARIA DEL CARMEN', 'BEATRIZ', 'ARACELI', 'NORMA', 'ANGELICA', 'KARLA', 'ITZEL', 'BRENDA', 'ESTHER'];
const SURNAMES = [
  'HERNANDEZ', 'GARCIA', 'MARTINEZ', 'LOPEZ', 'GONZALEZ', 'RODRIGUEZ', 'PEREZ', 'SANCHEZ', 'RAMIREZ', 'CRUZ',
  'FLORES', 'MORALES', 'VAZQUEZ', 'JIMENEZ', 'REYES', 'DIAZ', 'TORRES', 'GUTIERREZ', 'RUIZ', 'MENDOZA',
  'AGUILAR', 'ORTIZ', 'MORENO', 'CASTILLO', 'ROMERO', 'ALVAREZ', 'MENDEZ', 'CHAVEZ', 'RIVERA', 'JUAREZ',
  'RAMOS', 'DOMINGUEZ', 'HERRERA', 'MEDINA', 'CASTRO', 'VARGAS', 'GUZMAN', 'MUÑOZ', 'ROJAS', 'CONTRERAS',
  'SALAZAR', 'LUNA', 'ORTEGA', 'SANTIAGO', 'GUERRERO', 'ESTRADA', 'BAUTISTA', 'CORTES', 'SOTO', 'ALVARADO',
  'ESPINOZA', 'LARA', 'AVILA', 'RIOS', 'CERVANTES', 'SILVA', 'DELGADO', 'VEGA', 'MARQUEZ', 'SANDOVAL',
  'IBARRA', 'NUÑEZ', 'CARRILLO', 'ACOSTA', 'PACHECO', 'ZAMORA', 'DE LA CRUZ', 'DEL ANGEL', 'DE LEON',
];

interface MxState {
  /** INE entity number (01-32, alphabetical). */
  number: string;
  /** RENAPO code in the CURP. */
  curp: string;
  /** As the address prints it after the municipality. */
  printed: string;
  /** [municipality, INE municipality number, postal code prefix] */
  places: Array<[string, string, string]>;
}

const STATES: MxState[] = [
  { number: '01', curp: 'AS', printed: 'AGS.', places: [['AGUASCALIENTES', '001', '20']] },
  { number: '02', curp: 'BC', printed: 'B.C.', places: [['MEXICALI', '002', '21'], ['TIJUANA', '004', '22'], ['ENSENADA', '001', '22']] },
  { number: '05', curp: 'CL', printed: 'COAH.', places: [['SALTILLO', '030', '25'], ['TORREON', '035', '27']] },
  { number: '08', curp: 'CH', printed: 'CHIH.', places: [['JUAREZ', '037', '32'], ['CHIHUAHUA', '019', '31']] },
  { number: '09', curp: 'DF', printed: 'D.F.', places: [['IZTAPALAPA', '007', '09'], ['COYOACAN', '003', '04'], ['BENITO JUAREZ', '014', '03'], ['GUSTAVO A. MADERO', '005', '07'], ['TLALPAN', '012', '14']] },
  { number: '11', curp: 'GT', printed: 'GTO.', places: [['LEON', '020', '37'], ['IRAPUATO', '017', '36'], ['CELAYA', '007', '38']] },
  { number: '12', curp: 'GR', printed: 'GRO.', places: [['ACAPULCO DE JUAREZ', '001', '39']] },
  { number: '13', curp: 'HG', printed: 'HGO.', places: [['PACHUCA DE SOTO', '048', '42']] },
  { number: '14', curp: 'JC', printed: 'JAL.', places: [['GUADALAJARA', '039', '44'], ['ZAPOPAN', '120', '45'], ['TLAQUEPAQUE', '098', '45'], ['TONALA', '101', '45']] },
  { number: '15', curp: 'MC', printed: 'MEX.', places: [['TOLUCA', '106', '50'], ['ECATEPEC DE MORELOS', '033', '55'], ['NEZAHUALCOYOTL', '058', '57'], ['NAUCALPAN DE JUAREZ', '057', '53']] },
  { number: '16', curp: 'MN', printed: 'MICH.', places: [['MORELIA', '053', '58'], ['URUAPAN', '102', '60']] },
  { number: '17', curp: 'MS', printed: 'MOR.', places: [['CUERNAVACA', '007', '62']] },
  { number: '19', curp: 'NL', printed: 'N.L.', places: [['MONTERREY', '039', '64'], ['GUADALUPE', '026', '67'], ['APODACA', '006', '66'], ['SAN NICOLAS DE LOS GARZA', '046', '66']] },
  { number: '20', curp: 'OC', printed: 'OAX.', places: [['OAXACA DE JUAREZ', '067', '68']] },
  { number: '21', curp: 'PL', printed: 'PUE.', places: [['PUEBLA', '114', '72'], ['TEHUACAN', '156', '75']] },
  { number: '22', curp: 'QT', printed: 'QRO.', places: [['QUERETARO', '014', '76'], ['SAN JUAN DEL RIO', '016', '76']] },
  { number: '24', curp: 'SP', printed: 'S.L.P.', places: [['SAN LUIS POTOSI', '028', '78']] },
  { number: '25', curp: 'SL', printed: 'SIN.', places: [['CULIACAN', '006', '80'], ['MAZATLAN', '012', '82']] },
  { number: '26', curp: 'SR', printed: 'SON.', places: [['HERMOSILLO', '030', '83'], ['CAJEME', '018', '85']] },
  { number: '28', curp: 'TS', printed: 'TAMPS.', places: [['REYNOSA', '032', '88'], ['TAMPICO', '038', '89']] },
  { number: '30', curp: 'VZ', printed: 'VER.', places: [['VERACRUZ', '193', '91'], ['XALAPA', '087', '91'], ['COATZACOALCOS', '039', '96']] },
  { number: '31', curp: 'YN', printed: 'YUC.', places: [['MERIDA', '050', '97'], ['KANASIN', '041', '97']] },
];

const COLONIA_PREFIX = ['COL', 'COL', 'COL', 'FRACC', 'BO', 'U HAB', 'RES'];
const COLONIAS = ['CENTRO', 'INDEPENDENCIA', 'EMILIANO ZAPATA', 'BENITO JUAREZ', 'LA PAZ', 'REFORMA', 'JARDINES DEL SUR', 'LAS FUENTES', 'SAN MIGUEL', 'SANTA CECILIA', 'LOMAS DEL VALLE', 'VILLAS DEL SOL', 'EL MIRADOR', 'LA ESPERANZA', 'SAN JOSE', 'LOS PINOS', 'INFONAVIT EL ROSARIO', 'VISTA HERMOSA', 'AMPLIACION LA ROSITA', 'GUADALUPE'];
const STREETS = ['C HIDALGO', 'AV JUAREZ', 'C MORELOS', 'AV REVOLUCION', 'C 5 DE MAYO', 'C ALLENDE', 'PRIV LAS ROSAS', 'AND LOS PINOS', 'C GUERRERO', 'AV INSURGENTES', 'C ZARAGOZA', 'CDA DEL ROBLE', 'C NIÑOS HEROES', 'AV CONSTITUCION', 'C ALDAMA', 'C MATAMOROS', 'C 16 DE SEPTIEMBRE', 'C ABASOLO', 'AV LAS TORRES', 'C MINA'];

// RENAPO replaces the second letter of these initials with X.
const INCONVENIENT = new Set(['BACA', 'BAKA', 'BUEI', 'BUEY', 'CACA', 'CACO', 'CAGA', 'CAGO', 'CAKA', 'CAKO', 'COGE', 'COJA', 'COJE', 'COJI', 'COJO', 'CULO', 'FETO', 'GUEY', 'JOTO', 'KACA', 'KACO', 'KAGA', 'KAGO', 'KOGE', 'KOJO', 'KAKA', 'KULO', 'MAME', 'MAMO', 'MEAR', 'MEON', 'MION', 'MOCO', 'MULA', 'PEDA', 'PEDO', 'PENE', 'PUTA', 'PUTO', 'QULO', 'RATA', 'RUIN']);
// Particles of compound surnames, skipped by the CURP and the elector key.
const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'MC', 'MAC', 'VAN', 'VON']);
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

type Model = 'ife-c' | 'ine-e' | 'ine-gh';

const INK = '#1d1d1f';
const CAPTION = '#4a3f48';

/** Voter cards as described at the top of this file. */
export const generator: KindGenerator = {
  documentType: 'mx_id_card',
  generate(rng: Rng) {
    const model: Model = rng.pick(['ife-c', 'ine-e', 'ine-e', 'ine-gh', 'ine-gh']);
    const female = rng.chance(0.5);
    const name = rng.pick(female ? FEMALE : MALE);
    const fatherLastName = rng.pick(SURNAMES);
    let motherLastName = rng.pick(SURNAMES);
    while (motherLastName === fatherLastName) motherLastName = rng.pick(SURNAMES);
    const gender = female ? 'M' : 'H';

    const issueYear = model === 'ife-c' ? rng.int(2008, 2013) : model === 'ine-e' ? rng.int(2014, 2019) : rng.int(2020, REFERENCE_DATE.year);
    const expiryYear = issueYear + 10;
    const birth = randomDate(rng, 1950, issueYear - 18);
    const registrationYear = rng.int(Math.max(1991, birth.year + 18), issueYear);
    const registrationMonth = pad2(rng.int(1, 12));

    const birthState = rng.pick(STATES);
    const home = rng.chance(0.7) ? birthState : rng.pick(STATES);
    const [municipality, municipalNumber, postalPrefix] = rng.pick(home.places);
    const postalCode = postalPrefix + String(rng.int(0, 9)) + pad2(rng.int(0, 99));
    const dotted = model === 'ife-c';
    const colonia = `${rng.pick(COLONIA_PREFIX)}${dotted ? '.' : ''} ${rng.pick(COLONIAS)}`;
    const stateName = home.number === '09' && model !== 'ife-c' ? 'CDMX' : home.printed;
    const interior = rng.chance(0.3) ? ` INT${dotted ? '.' : ''} ${rng.int(1, 12)}` : '';
    const street = `${rng.pick(STREETS)} ${rng.int(1, 3999)}${interior}`;
    const addressLines = [street, `${colonia} ${postalCode}`, `${municipality}, ${stateName}`];

    const curp = buildCurp(rng, fatherLastName, motherLastName, name, birth, gender, birthState.curp);
    const electorKey = `${keyPair(fatherLastName)}${keyPair(motherLastName)}${keyPair(firstUsedName(name))}${birth.yymmdd()}${birthState.number}${gender}${rng.int(1, 9)}${rng.int(0, 9)}${rng.int(0, 9)}`;
    const section = String(rng.int(1, 5800)).padStart(4, '0');
    const placeNumber = String(rng.chance(0.7) ? 1 : rng.int(2, 120)).padStart(4, '0');
    const birthday = `${pad2(birth.day)}/${pad2(birth.month)}/${birth.year}`;

    const side = model === 'ine-gh'
      ? gh({ fatherLastName, motherLastName, name, gender, addressLines, electorKey, curp, registrationYear, registrationMonth, birthday, section, issueYear, expiryYear })
      : cde(model, { fatherLastName, motherLastName, name, gender, addressLines, electorKey, curp, registrationYear, registrationMonth, birthday, section, issueYear, expiryYear, stateNumber: home.number, municipalNumber, placeNumber });

    const noCodes = model === 'ine-gh';
    return {
      fields: {
        fullName: `${fatherLastName} ${motherLastName} ${name}`,
        fatherLastName,
        motherLastName,
        name,
        birthday: birth.iso(),
        gender,
        curp,
        electorKey,
        addressAll: addressLines.join(' '),
        state: stateName,
        district: municipality,
        subDistrict: colonia,
        postalCode,
        issueYear: String(issueYear),
        expiryYear: String(expiryYear),
        registrationYearAndMonth: `${registrationYear}${registrationMonth}`,
        municipalNumber: noCodes ? '' : municipalNumber,
        placeNumber: noCodes ? '' : placeNumber,
        stateNumber: noCodes ? '' : home.number,
      },
      sides: [side],
      variant: model,
    };
  },
};

interface Printed {
  fatherLastName: string;
  motherLastName: string;
  name: string;
  gender: string;
  addressLines: string[];
  electorKey: string;
  curp: string;
  registrationYear: number;
  registrationMonth: string;
  birthday: string;
  section: string;
  issueYear: number;
  expiryYear: number;
}

const caption = (x: number, y: number, text: string, size = 1.45, anchor: 'start' | 'end' = 'start'): CardElement => ({ type: 'text', x, y, text, size, fill: CAPTION, anchor });
const value = (x: number, y: number, text: string, size = 2.6, extra: Partial<CardElement> = {}): CardElement =>
  ({ type: 'text', x, y, text, size, fill: INK, ...extra }) as CardElement;

/** Models C (IFE) and D/E (INE): captions left of their values in two bottom rows of codes. */
function cde(model: 'ife-c' | 'ine-e', p: Printed & { stateNumber: string; municipalNumber: string; placeNumber: string }): CardSpec {
  const ife = model === 'ife-c';
  const header: CardElement[] = [
    { type: 'rect', x: 7, y: 2.2, w: 11, h: 10, fill: ife ? '#d9d5cf' : '#e3c9d6', r: 5, opacity: 0.8 },
    { type: 'text', x: 19.5, y: 7.2, text: 'MÉXICO', size: 2.3, fill: '#3a3a3a' },
    { type: 'text', x: 32, y: 4.6, text: ife ? 'INSTITUTO FEDERAL ELECTORAL' : 'INSTITUTO NACIONAL ELECTORAL', size: 2.9, fill: '#3a3a3a', maxWidth: 50 },
    ...(ife ? [{ type: 'text', x: 32, y: 7.3, text: 'REGISTRO FEDERAL DE ELECTORES', size: 2.2, fill: '#3a3a3a', maxWidth: 38 } as CardElement] : []),
    { type: 'text', x: 32, y: ife ? 9.9 : 8.6, text: 'CREDENCIAL PARA VOTAR', size: 2.2, bold: true, fill: '#2a2a2a' },
    { type: 'rect', x: 0, y: 12.2, w: 85.6, h: 0.25, fill: '#b8b0a8' },
  ];
  const rowA = 46.3;
  const rowB = 49.8;
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ife ? ['#f1f0ec', '#e9e7e2'] : ['#f4ecef', '#ece6ea'], pattern: ife ? '#dcd9d2' : '#e6d3dc' },
    elements: [
      ...header,
      { type: 'photo', x: 1.8, y: 16, w: 20, h: 28 },
      caption(25.5, 16.7, 'NOMBRE', 1.3),
      value(25.5, 19.4, p.fatherLastName, 2.6, { maxWidth: 40 }),
      value(25.5, 22.2, p.motherLastName, 2.6, { maxWidth: 40 }),
      value(25.5, 25.0, p.name, 2.6, { maxWidth: 40 }),
      caption(80.4, 16.7, 'FECHA DE NACIMIENTO', 1.3, 'end'),
      value(80.4, 19.7, p.birthday, 2.6, { anchor: 'end' } as Partial<CardElement>),
      caption(70.5, 22.5, 'SEXO', 1.3),
      value(77.3, 22.5, p.gender, 2.6),
      { type: 'rect', x: 72.5, y: 25.5, w: 8, h: 9.5, fill: '#c9c4c0', opacity: 0.45 },
      caption(25.5, 27.6, 'DOMICILIO', 1.3),
      value(25.5, 30.4, p.addressLines[0], 2.6, { maxWidth: 45 }),
      value(25.5, 33.2, p.addressLines[1], 2.6, { maxWidth: 45 }),
      value(25.5, 36.0, p.addressLines[2], 2.6, { maxWidth: 45 }),
      caption(25.5, 39.2, 'CLAVE DE ELECTOR'),
      value(40.5, 39.2, p.electorKey, 2.5, { maxWidth: 33 }),
      caption(25.5, 42.6, 'CURP'),
      value(30.8, 42.6, p.curp, 2.5, { maxWidth: 27.5 }),
      caption(59.8, 42.6, 'AÑO DE REGISTRO'),
      value(74.3, 42.6, `${p.registrationYear} ${p.registrationMonth}`, 2.5),
      caption(25.5, rowA, 'ESTADO'),
      value(32.6, rowA, p.stateNumber, 2.5),
      caption(43.5, rowA, 'MUNICIPIO'),
      value(52.6, rowA, p.municipalNumber, 2.5),
      caption(63.6, rowA, 'SECCIÓN'),
      value(72, rowA, p.section, 2.5),
      caption(25.5, rowB, 'LOCALIDAD'),
      value(34.6, rowB, p.placeNumber, 2.5),
      caption(43.5, rowB, 'EMISIÓN'),
      value(52.6, rowB, String(p.issueYear), 2.5),
      caption(63.6, rowB, 'VIGENCIA'),
      value(72, rowB, String(p.expiryYear), 2.5),
    ],
  };
}

/** Models G/H: birth date, section and validity captioned above their values along the bottom. */
function gh(p: Printed): CardSpec {
  return {
    widthMm: 85.6,
    heightMm: 53.98,
    background: { paper: ['#f6eef0', '#efe9e4'], pattern: '#ead6dc' },
    elements: [
      { type: 'rect', x: 2.5, y: 2.2, w: 10, h: 10, fill: '#d8c3cc', r: 5, opacity: 0.8 },
      { type: 'text', x: 14, y: 6.2, text: 'MÉXICO', size: 2.6, bold: true, fill: '#7a2049' },
      { type: 'text', x: 34, y: 5.2, text: 'INSTITUTO NACIONAL ELECTORAL', size: 2.8, bold: true, fill: '#3a3a3a', maxWidth: 49 },
      { type: 'text', x: 34, y: 8.8, text: 'CREDENCIAL PARA VOTAR', size: 2.4, fill: '#3a3a3a' },
      { type: 'photo', x: 2.5, y: 14.5, w: 20, h: 27 },
      caption(25, 15.6, 'NOMBRE', 1.3),
      value(25, 18.4, p.fatherLastName, 2.6, { bold: true, maxWidth: 40 }),
      value(25, 21.3, p.motherLastName, 2.6, { bold: true, maxWidth: 40 }),
      value(25, 24.2, p.name, 2.6, { bold: true, maxWidth: 40 }),
      caption(72, 15.6, 'SEXO', 1.3),
      value(79, 15.9, p.gender, 2.6, { bold: true }),
      caption(25, 27.0, 'DOMICILIO', 1.3),
      value(25, 29.8, p.addressLines[0], 2.5, { bold: true, maxWidth: 50 }),
      value(25, 32.6, p.addressLines[1], 2.5, { bold: true, maxWidth: 50 }),
      value(25, 35.4, p.addressLines[2], 2.5, { bold: true, maxWidth: 50 }),
      caption(25, 38.8, 'CLAVE DE ELECTOR'),
      value(40, 38.8, p.electorKey, 2.5, { bold: true, maxWidth: 34 }),
      caption(25, 42.2, 'CURP'),
      value(30.5, 42.2, p.curp, 2.5, { bold: true, maxWidth: 28 }),
      caption(60, 42.2, 'AÑO DE REGISTRO'),
      value(74, 42.2, `${p.registrationYear} ${p.registrationMonth}`, 2.5, { bold: true }),
      caption(25, 45.6, 'FECHA DE NACIMIENTO', 1.3),
      value(25, 48.8, p.birthday, 2.5, { bold: true }),
      caption(48, 45.6, 'SECCIÓN', 1.3),
      value(48, 48.8, p.section, 2.5, { bold: true }),
      caption(60, 45.6, 'VIGENCIA', 1.3),
      value(60, 48.8, `${p.issueYear} - ${p.expiryYear}`, 2.5, { bold: true }),
      { type: 'rect', x: 2.5, y: 43.5, w: 20, h: 8, fill: '#d9c9cf', opacity: 0.5 },
    ],
  };
}

/** The given name the keys are built from: the second one after a common first JOSE or MARIA. */
function firstUsedName(name: string): string {
  const parts = name.split(' ');
  if (parts.length > 1 && ['JOSE', 'MARIA', 'MA.', 'J.'].includes(parts[0])) {
    return parts.slice(1).filter((p) => !PARTICLES.has(p))[0] ?? parts[0];
  }
  return parts[0];
}

/** A surname without its particles (DE LA CRUZ → CRUZ), Ñ written X as in the CURP. */
function significant(surname: string): string {
  const parts = surname.split(' ').filter((p) => !PARTICLES.has(p));
  return (parts[0] ?? surname).replace(/Ñ/g, 'X');
}

const isVowel = (ch: string) => 'AEIOU'.includes(ch);

function firstInner(word: string, wantVowel: boolean): string {
  for (const ch of word.slice(1)) if (isVowel(ch) === wantVowel && /[A-Z]/.test(ch)) return ch;
  return 'X';
}

/** Two letters of the elector key: the initial and the first consonant after it. e.g. SALAZAR → SL */
function keyPair(word: string): string {
  const w = significant(word);
  return w[0] + firstInner(w, false);
}

/** A CURP that passes RENAPO's structure and check digit. */
function buildCurp(rng: Rng, father: string, mother: string, name: string, birth: CalendarDate, sex: string, state: string): string {
  const f = significant(father);
  const m = significant(mother);
  const n = firstUsedName(name).replace(/Ñ/g, 'X');
  let initials = f[0] + firstInner(f, true) + m[0] + n[0];
  if (INCONVENIENT.has(initials)) initials = initials[0] + 'X' + initials.slice(2);
  const homoclave = birth.year < 2000 ? String(rng.int(0, 9)) : rng.chars('ABCDEFGHIJKLMNPQRSTUVWXYZ', 1);
  const body = `${initials}${birth.yymmdd()}${sex}${state}${firstInner(f, false)}${firstInner(m, false)}${firstInner(n, false)}${homoclave}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(body[i]) * (18 - i);
  return body + String((10 - (sum % 10)) % 10);
}
