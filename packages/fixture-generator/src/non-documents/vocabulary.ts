import type { Rng } from '../prng';

/**
 * Made-up filler for the scenes: common words, goods, dishes and place names put together at random, so no
 * line is anyone's real address or name and nothing comes from a specimen.
 */
const NOUNS = [
  'garden', 'river', 'window', 'morning', 'letter', 'harbour', 'market', 'station', 'kitchen', 'village', 'winter',
  'summer', 'bridge', 'teacher', 'journey', 'mountain', 'table', 'orchard', 'lantern', 'meadow', 'library', 'storm',
  'evening', 'road', 'field', 'house', 'shadow', 'island', 'forest', 'question', 'answer', 'music', 'silence',
];
const VERBS = [
  'walked', 'remembered', 'opened', 'carried', 'noticed', 'followed', 'painted', 'described', 'visited', 'watched',
  'forgot', 'explained', 'reached', 'crossed', 'wrote', 'kept', 'found', 'heard', 'turned', 'waited for',
];
const ADJECTIVES = [
  'quiet', 'old', 'narrow', 'bright', 'cold', 'distant', 'gentle', 'heavy', 'small', 'golden', 'empty', 'green',
  'patient', 'crowded', 'late', 'early', 'strange', 'warm', 'careful', 'broad',
];
const SUBJECTS = ['She', 'He', 'The old man', 'Nobody', 'The children', 'My brother', 'Everyone', 'The captain', 'We', 'They'];

export const FIRST_NAMES = [
  'Alex', 'Jordan', 'Sam', 'Robin', 'Casey', 'Morgan', 'Taylor', 'Jamie', 'Avery', 'Riley', 'Quinn', 'Dana',
  'Elena', 'Marco', 'Lena', 'Tobias', 'Ines', 'Hugo', 'Nadia', 'Felix',
];
export const LAST_NAMES = [
  'Fairbank', 'Holloway', 'Brennick', 'Ashdown', 'Marlowe', 'Pennick', 'Thornby', 'Westergaard', 'Calloway',
  'Dunmore', 'Elsworth', 'Garrow', 'Hartwell', 'Kingsley', 'Larkin', 'Redfern',
];
export const STREETS = [
  'Maple Avenue', 'Harbour Road', 'Station Street', 'Elm Grove', 'Mill Lane', 'Church Walk', 'Orchard Close',
  'Bridge Street', 'Kings Parade', 'Willow Way', 'Market Square', 'Linden Allee', 'Rue des Lilas', 'Calle Mayor',
];
export const TOWNS = ['Eastwick', 'Northam', 'Lowbridge', 'Ashford Vale', 'Millbrook', 'Westhaven', 'Redcliff', 'Fernley', 'Oakmere'];
export const SHOP_ITEMS = [
  'Whole milk 1L', 'Sourdough bread', 'Free range eggs x6', 'Bananas', 'Apples 1kg', 'Butter 250g', 'Coffee beans',
  'Green tea', 'Pasta 500g', 'Tomato sauce', 'Cheddar', 'Yoghurt', 'Orange juice', 'Rice 1kg', 'Olive oil',
  'Dish soap', 'Paper towels', 'Chocolate bar', 'Carrots', 'Onions', 'Chicken breast', 'Sparkling water',
  'Batteries AA', 'Notebook A5', 'Toothpaste',
];
export const DISHES = [
  'Tomato soup with basil', 'Garden salad', 'Grilled halloumi', 'Mushroom risotto', 'Fish of the day',
  'Roast chicken, lemon and thyme', 'Spinach and ricotta ravioli', 'Beef burger, fries', 'Vegetable curry',
  'Apple crumble', 'Chocolate mousse', 'Lemon tart', 'Cheese board', 'Pancakes with berries', 'Garlic bread',
  'Seafood paella', 'Lentil stew', 'Ice cream, three scoops',
];
export const BUSINESSES = [
  'Corner Market', 'Fresh & Co', 'Daily Goods', 'Green Basket', 'Harbour Stores', 'Millbrook Grocers',
  'Blue Door Bistro', 'The Olive Tree', 'Copper Kettle', 'Northam Print Works', 'Lumen Studio', 'Brightline Consulting',
];

/** A sentence of plain prose, 8-20 words, ending with a full stop. */
export function sentence(rng: Rng): string {
  const parts = [
    rng.pick(SUBJECTS),
    rng.pick(VERBS),
    'the',
    rng.pick(ADJECTIVES),
    rng.pick(NOUNS),
  ];
  const clauses = rng.int(0, 2);
  for (let i = 0; i < clauses; i++) {
    parts.push(rng.pick(['and', 'while', 'before', 'after', 'because', 'until']), rng.pick(['the', 'a', 'her', 'his', 'our']));
    if (rng.chance(0.5)) parts.push(rng.pick(ADJECTIVES));
    parts.push(rng.pick(NOUNS));
    if (rng.chance(0.6)) parts.push(rng.pick(VERBS), rng.pick(['slowly', 'again', 'at last', 'in the rain', 'by the door', 'once more']));
  }
  return `${parts.join(' ')}.`;
}

/** A paragraph of 3-7 sentences, as words. */
export function paragraphWords(rng: Rng): string[] {
  const count = rng.int(3, 7);
  return Array.from({ length: count }, () => sentence(rng)).join(' ').split(' ');
}

/** A full name made of a random first and last name. */
export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** A street address line and a town line with a made-up postcode. */
export function address(rng: Rng): [string, string] {
  return [`${rng.int(1, 240)} ${rng.pick(STREETS)}`, `${rng.pick(TOWNS)} ${rng.chars('ABCDEFGHJKLMNPRSTUVWXY', 2)}${rng.int(1, 9)} ${rng.int(1, 9)}${rng.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`];
}

/** A date as the scenes print it, in one of several everyday forms (e.g. 14.03.2025, 2025-03-14, 14 March 2025). */
export function everydayDate(rng: Rng): string {
  const year = rng.int(2018, 2026);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const two = (n: number): string => String(n).padStart(2, '0');
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return rng.pick([
    `${two(day)}.${two(month)}.${year}`,
    `${year}-${two(month)}-${two(day)}`,
    `${two(day)}/${two(month)}/${year}`,
    `${day} ${months[month - 1]} ${year}`,
  ]);
}

/** A price with two decimals. */
export function price(rng: Rng, min: number, max: number): number {
  return Math.round(rng.range(min, max) * 100) / 100;
}
