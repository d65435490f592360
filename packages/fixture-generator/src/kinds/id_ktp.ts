import { CalendarDate, pad2 } from '../calendar-date';
import type { CardElement, CardSpec } from '../card/card-spec';
import { REFERENCE_DATE } from '../make-identity';
import type { Rng } from '../prng';
import type { KindGenerator } from './kind-generator';

/** A kecamatan (district) with its Kemendagri code and some of its kelurahan/desa. */
interface District {
  code: string;
  name: string;
  villages: readonly string[];
}

/** A kabupaten or kota: its header line as printed, its code, the name under the photo. */
interface Regency {
  province: string;
  /** Kemendagri code: province (2) and regency (2) digits, the first four digits of a NIK. */
  code: string;
  header: string;
  districts: readonly District[];
}

// Region codes follow the Kemendagri numbering (kota 71+, kabupaten 01+); district codes are plausible.
const REGENCIES: readonly Regency[] = [
  { province: 'DKI JAKARTA', code: '3174', header: 'JAKARTA BARAT', districts: [
    { code: '01', name: 'CENGKARENG', villages: ['CENGKARENG BARAT', 'KAPUK', 'DURI KOSAMBI', 'RAWA BUAYA'] },
    { code: '06', name: 'KALIDERES', villages: ['KAMAL', 'TEGAL ALUR', 'SEMANAN', 'KALIDERES'] },
    { code: '02', name: 'GROGOL PETAMBURAN', villages: ['TOMANG', 'JELAMBAR', 'WIJAYA KUSUMA'] },
    { code: '05', name: 'KEBON JERUK', villages: ['KEDOYA UTARA', 'SUKABUMI UTARA', 'DURI KEPA'] },
  ] },
  { province: 'DKI JAKARTA', code: '3171', header: 'JAKARTA SELATAN', districts: [
    { code: '07', name: 'KEBAYORAN BARU', villages: ['GANDARIA UTARA', 'SENAYAN', 'MELAWAI', 'PULO'] },
    { code: '01', name: 'TEBET', villages: ['TEBET BARAT', 'MANGGARAI', 'KEBON BARU'] },
    { code: '04', name: 'PASAR MINGGU', villages: ['PEJATEN BARAT', 'RAGUNAN', 'JATI PADANG'] },
    { code: '03', name: 'CILANDAK', villages: ['CIPETE SELATAN', 'LEBAK BULUS', 'GANDARIA SELATAN'] },
  ] },
  { province: 'DKI JAKARTA', code: '3172', header: 'JAKARTA TIMUR', districts: [
    { code: '06', name: 'CAKUNG', villages: ['PULO GEBANG', 'RAWA TERATE', 'JATINEGARA'] },
    { code: '09', name: 'DUREN SAWIT', villages: ['PONDOK BAMBU', 'KLENDER', 'MALAKA SARI'] },
    { code: '03', name: 'JATINEGARA', villages: ['RAWA BUNGA', 'CIPINANG MUARA', 'BALI MESTER'] },
  ] },
  { province: 'JAWA BARAT', code: '3273', header: 'KOTA BANDUNG', districts: [
    { code: '20', name: 'COBLONG', villages: ['DAGO', 'LEBAK SILIWANGI', 'SEKELOA', 'CIPAGANTI'] },
    { code: '12', name: 'SUKAJADI', villages: ['PASTEUR', 'CIPEDES', 'SUKAWARNA'] },
    { code: '15', name: 'BANDUNG WETAN', villages: ['CITARUM', 'TAMANSARI', 'CIHAPIT'] },
    { code: '25', name: 'ANTAPANI', villages: ['ANTAPANI KIDUL', 'ANTAPANI TENGAH'] },
  ] },
  { province: 'JAWA BARAT', code: '3204', header: 'KABUPATEN BANDUNG', districts: [
    { code: '08', name: 'BALEENDAH', villages: ['ANDIR', 'BALEENDAH', 'MANGGAHANG'] },
    { code: '09', name: 'DAYEUHKOLOT', villages: ['CITEUREUP', 'PASAWAHAN', 'SUKAPURA'] },
    { code: '05', name: 'SOREANG', villages: ['SOREANG', 'PAMEKARAN', 'KARAMATMULYA'] },
  ] },
  { province: 'JAWA BARAT', code: '3201', header: 'KABUPATEN BOGOR', districts: [
    { code: '01', name: 'CIBINONG', villages: ['PAKANSARI', 'NANGGEWER', 'CIRIMEKAR'] },
    { code: '15', name: 'CITEUREUP', villages: ['PUSPANEGARA', 'TARIKOLOT', 'SANJA'] },
    { code: '16', name: 'GUNUNG PUTRI', villages: ['WANAHERANG', 'BOJONG NANGKA', 'CICADAS'] },
  ] },
  { province: 'JAWA BARAT', code: '3275', header: 'KOTA BEKASI', districts: [
    { code: '02', name: 'BEKASI TIMUR', villages: ['ARENJAYA', 'DUREN JAYA', 'MARGAHAYU'] },
    { code: '08', name: 'RAWALUMBU', villages: ['BOJONG RAWALUMBU', 'PENGASINAN', 'SEPANJANG JAYA'] },
  ] },
  { province: 'JAWA TENGAH', code: '3374', header: 'KOTA SEMARANG', districts: [
    { code: '13', name: 'TEMBALANG', villages: ['BULUSAN', 'SENDANGMULYO', 'KRAMAS', 'METESEH'] },
    { code: '12', name: 'BANYUMANIK', villages: ['PUDAKPAYUNG', 'SRONDOL WETAN', 'NGESREP'] },
    { code: '05', name: 'SEMARANG SELATAN', villages: ['PETERONGAN', 'LAMPER KIDUL', 'WONODRI'] },
  ] },
  { province: 'JAWA TENGAH', code: '3372', header: 'KOTA SURAKARTA', districts: [
    { code: '04', name: 'BANJARSARI', villages: ['MANAHAN', 'SUMBER', 'KADIPIRO'] },
    { code: '02', name: 'JEBRES', villages: ['JEBRES', 'PUCANGSAWIT', 'MOJOSONGO'] },
  ] },
  { province: 'DI YOGYAKARTA', code: '3404', header: 'KABUPATEN SLEMAN', districts: [
    { code: '07', name: 'DEPOK', villages: ['CATURTUNGGAL', 'CONDONGCATUR', 'MAGUWOHARJO'] },
    { code: '08', name: 'MLATI', villages: ['SINDUADI', 'SENDANGADI', 'TLOGOADI'] },
    { code: '06', name: 'GAMPING', villages: ['BANYURADEN', 'NOGOTIRTO', 'AMBARKETAWANG'] },
  ] },
  { province: 'DI YOGYAKARTA', code: '3471', header: 'KOTA YOGYAKARTA', districts: [
    { code: '05', name: 'GONDOKUSUMAN', villages: ['BACIRO', 'TERBAN', 'KOTABARU'] },
    { code: '02', name: 'UMBULHARJO', villages: ['WARUNGBOTO', 'SEMAKI', 'MUJA MUJU'] },
  ] },
  { province: 'JAWA TIMUR', code: '3578', header: 'KOTA SURABAYA', districts: [
    { code: '09', name: 'WONOKROMO', villages: ['DARMO', 'JAGIR', 'NGAGEL REJO'] },
    { code: '05', name: 'GUBENG', villages: ['AIRLANGGA', 'MOJO', 'KERTAJAYA'] },
    { code: '15', name: 'RUNGKUT', villages: ['KALIRUNGKUT', 'PENJARINGAN SARI', 'MEDOKAN AYU'] },
    { code: '07', name: 'TAMBAKSARI', villages: ['PACAR KELING', 'PLOSO', 'GADING'] },
  ] },
  { province: 'JAWA TIMUR', code: '3573', header: 'KOTA MALANG', districts: [
    { code: '05', name: 'LOWOKWARU', villages: ['DINOYO', 'TLOGOMAS', 'KETAWANGGEDE'] },
    { code: '02', name: 'KLOJEN', villages: ['ORO-ORO DOWO', 'KAUMAN', 'BARENG'] },
  ] },
  { province: 'JAWA TIMUR', code: '3515', header: 'KABUPATEN SIDOARJO', districts: [
    { code: '17', name: 'WARU', villages: ['TROPODO', 'KUREKSARI', 'NGINGAS'] },
    { code: '16', name: 'TAMAN', villages: ['SEPANJANG', 'WONOCOLO', 'BEBEKAN'] },
  ] },
  { province: 'BANTEN', code: '3671', header: 'KOTA TANGERANG', districts: [
    { code: '05', name: 'CILEDUG', villages: ['SUDIMARA BARAT', 'PAREUNG JATI', 'TAJUR'] },
    { code: '03', name: 'KARAWACI', villages: ['BUGEL', 'NUSAJAYA', 'CIMONE'] },
    { code: '06', name: 'CIPONDOH', villages: ['PORIS PLAWAD', 'KETAPANG', 'GONDRONG'] },
  ] },
  { province: 'BALI', code: '5171', header: 'KOTA DENPASAR', districts: [
    { code: '01', name: 'DENPASAR SELATAN', villages: ['SANUR', 'PANJER', 'SESETAN', 'RENON'] },
    { code: '03', name: 'DENPASAR BARAT', villages: ['PADANGSAMBIAN', 'PEMECUTAN', 'DAUH PURI'] },
  ] },
  { province: 'SUMATERA UTARA', code: '1271', header: 'KOTA MEDAN', districts: [
    { code: '12', name: 'MEDAN BARU', villages: ['BABURA', 'PADANG BULAN', 'MERDEKA'] },
    { code: '05', name: 'MEDAN JOHOR', villages: ['GEDUNG JOHOR', 'PANGKALAN MASYHUR', 'KWALA BEKALA'] },
    { code: '17', name: 'MEDAN TEMBUNG', villages: ['BANDAR SELAMAT', 'SIDOREJO', 'INDRA KASIH'] },
  ] },
  { province: 'SULAWESI SELATAN', code: '7371', header: 'KOTA MAKASSAR', districts: [
    { code: '11', name: 'PANAKKUKANG', villages: ['PANDANG', 'MASALE', 'KARAMPUANG'] },
    { code: '13', name: 'RAPPOCINI', villages: ['GUNUNG SARI', 'TIDUNG', 'BUAKANA'] },
  ] },
];

const MALE = ['AGUS', 'BUDI', 'EKO', 'ANDI', 'RUDI', 'HENDRA', 'DEDI', 'AHMAD', 'MUHAMMAD', 'RIZKY', 'FAJAR', 'ARIF', 'BAMBANG', 'JOKO', 'YUSUF', 'DIMAS', 'ADITYA', 'BAYU', 'IWAN', 'TAUFIK', 'WAHYU', 'IMAM', 'SURYA', 'HARI', 'KADEK', 'PUTU', 'IRFAN', 'REZA'];
const FEMALE = ['SITI', 'DEWI', 'SRI', 'RINA', 'NUR', 'FITRI', 'AYU', 'INDAH', 'PUTRI', 'LESTARI', 'WULAN', 'NOVI', 'YULIANA', 'RATNA', 'DIAN', 'ANISA', 'KARTIKA', 'MEGA', 'TUTI', 'ENDANG', 'NI LUH', 'RETNO', 'MAYA', 'INTAN'];
// Family-like second names (Indonesians often have none; many cards print two or three given names).
const SECOND = ['SETIADI', 'SANTOSO', 'WIJAYA', 'PRATAMA', 'SAPUTRA', 'HIDAYAT', 'NUGROHO', 'KURNIAWAN', 'SUSANTO', 'HARAHAP', 'SIREGAR', 'NASUTION', 'GUNAWAN', 'RAHMAWATI', 'PERMATASARI', 'WULANDARI', 'HANDAYANI', 'PURNAMASARI', 'SULISTYO', 'FIRMANSYAH', 'RAMADHAN', 'MAULANA', 'SETIAWATI', 'UTAMI', 'ANGGRAINI', 'SIMANJUNTAK'];
const MALE_SECOND = ['SETIADI', 'SANTOSO', 'WIJAYA', 'PRATAMA', 'SAPUTRA', 'HIDAYAT', 'NUGROHO', 'KURNIAWAN', 'SUSANTO', 'HARAHAP', 'SIREGAR', 'NASUTION', 'GUNAWAN', 'SULISTYO', 'FIRMANSYAH', 'RAMADHAN', 'MAULANA', 'SIMANJUNTAK'];
const FEMALE_SECOND = SECOND.filter((n) => !['SAPUTRA', 'RAMADHAN', 'MAULANA', 'FIRMANSYAH'].includes(n));
const BIRTH_PLACES = ['JAKARTA', 'BANDUNG', 'SURABAYA', 'SEMARANG', 'MEDAN', 'YOGYAKARTA', 'BOGOR', 'MALANG', 'SURAKARTA', 'DENPASAR', 'MAKASSAR', 'PALEMBANG', 'TANGERANG', 'BEKASI', 'CIREBON', 'TEGAL', 'KEDIRI', 'PADANG', 'PEKALONGAN', 'BANYUWANGI', 'GARUT', 'KLATEN', 'MAGELANG', 'PURWOKERTO'];
const STREETS = ['JL. MELATI', 'JL. KENANGA', 'JL. MAWAR', 'JL. MERDEKA', 'JL. SUDIRMAN', 'JL. DIPONEGORO', 'JL. GATOT SUBROTO', 'JL. RAYA BOGOR', 'JL. CEMPAKA', 'JL. ANGGREK', 'JL. MANGGA', 'JL. NUSA INDAH', 'GG. DAMAI', 'GG. SAWO', 'JL. PAHLAWAN', 'JL. KARTINI'];
const RELIGIONS: ReadonlyArray<[string, number]> = [['ISLAM', 0.8], ['KRISTEN', 0.08], ['KATOLIK', 0.05], ['HINDU', 0.04], ['BUDDHA', 0.02], ['KONGHUCU', 0.01]];
const WORK_ADULT = ['KARYAWAN SWASTA', 'WIRASWASTA', 'PEGAWAI NEGERI SIPIL', 'MENGURUS RUMAH TANGGA', 'PETANI/PEKEBUN', 'PEDAGANG', 'GURU', 'BURUH HARIAN LEPAS', 'KARYAWAN BUMN', 'PERAWAT', 'SOPIR', 'NELAYAN/PERIKANAN', 'DOSEN', 'TENTARA NASIONAL INDONESIA', 'BELUM/TIDAK BEKERJA'];
const WORK_STUDENT = 'PELAJAR/MAHASISWA';
const WORK_RETIRED = 'PENSIUNAN';
const BLOOD = ['A', 'B', 'AB', 'O', '-', '-'];

const INK = '#141414';

/**
 * Indonesian e-KTP (since 2011), after the Dukcapil sample card: a one-sided card, light blue with the map of
 * Indonesia; province and regency centred at the top; NIK large; then twelve rows "caption : value" with the
 * address sub-rows indented; photo on the right with the place and date of issue under it and the signature.
 */
export const generator: KindGenerator = {
  documentType: 'id_ktp',
  generate(rng: Rng) {
    const female = rng.chance(0.5);
    const name = makeName(rng, female);
    const age = rng.chance(0.15) ? rng.int(17, 22) : rng.int(23, 78);
    const birth = REFERENCE_DATE.addYears(-age - 1).addDays(rng.int(1, 364));
    const regency = rng.pick(REGENCIES);
    const district = rng.pick(regency.districts);
    const village = rng.pick(district.villages);
    const placeOfBirth = rng.chance(0.4) ? regencyCity(regency) : rng.pick(BIRTH_PLACES);
    // NIK: region of first registration (here the current one), DDMMYY with 40 added to a woman's day, serial.
    const nik = `${regency.code}${district.code}${pad2(birth.day + (female ? 40 : 0))}${pad2(birth.month)}${pad2(birth.year % 100)}${String(rng.int(1, 2999)).padStart(4, '0')}`;
    const address = makeAddress(rng);
    const rt = String(rng.int(1, 19)).padStart(3, '0');
    const rw = String(rng.int(1, 15)).padStart(3, '0');
    const religion = weighted(rng, RELIGIONS);
    const maritalStatus = age < 23 ? (rng.chance(0.85) ? 'BELUM KAWIN' : 'KAWIN') : rng.pick(['KAWIN', 'KAWIN', 'KAWIN', 'BELUM KAWIN', 'CERAI HIDUP', 'CERAI MATI']);
    const work = age < 23 && rng.chance(0.7) ? WORK_STUDENT : age > 60 && rng.chance(0.5) ? WORK_RETIRED : rng.pick(WORK_ADULT);
    const gender = female ? 'PEREMPUAN' : 'LAKI-LAKI';
    // Cards are made once the holder is 17; since 2016 every WNI card is valid for life, older ones for 5 years.
    const earliestIssue = Math.max(birth.addYears(17).dayNumber(), new CalendarDate(2012, 1, 2).dayNumber());
    const issue = CalendarDate.fromDayNumber(rng.int(earliestIssue, REFERENCE_DATE.dayNumber() - 10));
    const validity = issue.year < 2016 && rng.chance(0.5) ? dmy(new CalendarDate(issue.year + 5, birth.month, Math.min(birth.day, CalendarDate.daysInMonth(issue.year + 5, birth.month)))) : 'SEUMUR HIDUP';
    const city = regency.header;
    const province = regency.province;

    const labelX = 4;
    const subX = 8.6;
    const colonX = 22.4;
    const valueX = 23.5;
    const top = 19.2;
    const pitch = 2.62;
    const rows: Array<[string, string, boolean]> = [
      ['Nama', name, false],
      ['Tempat/Tgl Lahir', `${placeOfBirth}, ${dmy(birth)}`, false],
      ['Jenis Kelamin', gender, false],
      ['Alamat', address, false],
      ['RT/RW', `${rt}/${rw}`, true],
      ['Kel/Desa', village, true],
      ['Kecamatan', district.name, true],
      ['Agama', religion, false],
      ['Status Perkawinan', maritalStatus, false],
      ['Pekerjaan', work, false],
      ['Kewarganegaraan', 'WNI', false],
      ['Berlaku Hingga', validity, false],
    ];
    const elements: CardElement[] = [
      { type: 'text', x: 42.8, y: 5.4, text: `PROVINSI ${province}`, size: 3.0, bold: true, anchor: 'middle', fill: INK, maxWidth: 70 },
      { type: 'text', x: 42.8, y: 9.2, text: city, size: 3.0, bold: true, anchor: 'middle', fill: INK, maxWidth: 70 },
      { type: 'text', x: labelX, y: 15.3, text: 'NIK', size: 3.0, font: 'mono', fill: INK, letterSpacing: 0.25 },
      { type: 'text', x: colonX - 2.2, y: 15.3, text: ':', size: 3.0, bold: true, fill: INK },
      { type: 'text', x: valueX - 1.3, y: 15.3, text: nik, size: 3.2, bold: true, font: 'mono', fill: INK },
      { type: 'photo', x: 61.6, y: 13.2, w: 20.4, h: 27 },
      { type: 'text', x: 71.8, y: 43.0, text: issuePlace(regency), size: 2.0, bold: true, anchor: 'middle', fill: INK, maxWidth: 22 },
      { type: 'text', x: 71.8, y: 45.6, text: dmy(issue), size: 2.0, bold: true, anchor: 'middle', fill: INK },
      { type: 'signature', x: 64, y: 51.5, w: 16 },
    ];
    rows.forEach(([caption, value, indented], i) => {
      const y = top + i * pitch;
      elements.push({ type: 'text', x: indented ? subX : labelX, y, text: caption, size: 2.0, fill: INK });
      elements.push({ type: 'text', x: colonX, y, text: ':', size: 2.2, bold: true, fill: INK });
      elements.push({ type: 'text', x: valueX, y, text: value, size: 2.2, bold: true, fill: INK, maxWidth: i === 2 ? 17 : 37.5 });
    });
    // Blood group beside the sex, "Gol. Darah : B" ('-' when unknown).
    elements.push({ type: 'text', x: 41.5, y: top + 2 * pitch, text: 'Gol. Darah', size: 2.0, fill: INK });
    elements.push({ type: 'text', x: 53.2, y: top + 2 * pitch, text: `: ${rng.pick(BLOOD)}`, size: 2.2, bold: true, fill: INK });

    const front: CardSpec = {
      widthMm: 85.6,
      heightMm: 53.98,
      background: { paper: ['#cde7f3', '#a9d3ea'], pattern: '#a3cde3' },
      elements,
    };
    return {
      fields: {
        name,
        id: nik,
        placeOfBirth,
        dateOfBirth: birth.iso(),
        gender,
        address,
        rt,
        rw,
        village,
        district: district.name,
        religion,
        maritalStatus,
        work,
        nationality: 'WNI',
        city,
        province,
      },
      sides: [front],
    };
  },
};

function dmy(d: CalendarDate): string {
  return `${pad2(d.day)}-${pad2(d.month)}-${d.year}`;
}

/** The city of a regency as people name their birthplace: "KOTA BANDUNG" → "BANDUNG", "JAKARTA BARAT" → "JAKARTA". */
function regencyCity(regency: Regency): string {
  if (regency.province === 'DKI JAKARTA') return 'JAKARTA';
  return regency.header.replace(/^(KOTA|KABUPATEN) /, '');
}

/** Under the photo: the regency without "KOTA", a kabupaten shortened to "KAB.". */
function issuePlace(regency: Regency): string {
  return regency.header.replace(/^KOTA /, '').replace(/^KABUPATEN /, 'KAB. ');
}

function makeName(rng: Rng, female: boolean): string {
  const pool = female ? FEMALE : MALE;
  const first = rng.pick(pool);
  const roll = rng.next();
  // One-word names were common before 2022 (Permendagri 73/2022 asks for at least two words).
  if (roll < 0.08) return first;
  const last = rng.pick(female ? FEMALE_SECOND : MALE_SECOND);
  if (roll < 0.7) return `${first} ${last}`;
  let middle = rng.pick(pool);
  while (middle === first) middle = rng.pick(pool);
  return `${first} ${middle} ${last}`;
}

function makeAddress(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.55) return `${rng.pick(STREETS)} NO. ${rng.int(1, 120)}`;
  if (roll < 0.7) return `${rng.pick(STREETS)} ${rng.pick(['II', 'III', 'IV', 'V'])}/${rng.int(1, 40)}`;
  if (roll < 0.85) return `PERUM ${rng.pick(['GRIYA ASRI', 'BUMI INDAH', 'TAMAN SARI', 'PURI MAS'])} BLOK ${rng.pick(['A', 'B', 'C', 'D', 'E'])}${rng.int(1, 12)}/${rng.int(1, 30)}`;
  return `DUSUN ${rng.pick(['KRAJAN', 'SUKAMAJU', 'MEKARSARI', 'SUKARAME', 'CIBEUREUM'])}`;
}

function weighted(rng: Rng, items: ReadonlyArray<[string, number]>): string {
  let roll = rng.next();
  for (const [item, weight] of items) {
    if (roll < weight) return item;
    roll -= weight;
  }
  return items[0][0];
}
