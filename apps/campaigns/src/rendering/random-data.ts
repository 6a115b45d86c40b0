import { createHash } from 'node:crypto';

import type { RandomKind } from './merge-tag.parser';

/**
 * `%Random:…%` values and `[[a|b]]` spins, drawn from a generator seeded by the recipient and the tag's place:
 * every recipient gets their own values, and rendering the same recipient again (the web view of their
 * message) gives the same ones. Not secret: never use them as credentials.
 */
export type Draw = () => number;

export function seededDraw(seed: string, at: number): Draw {
  const digest = createHash('sha256').update(`${seed}#${at}`).digest();
  let state = digest.readUInt32LE(0);
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Emily',
  'James',
  'Olivia',
  'Liam',
  'Sophia',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Isabella',
  'Mason',
  'Amelia',
  'Logan',
  'Harper',
  'Elijah',
  'Evelyn',
  'Oliver',
  'Abigail',
  'Jacob',
  'Emma',
  'Daniel',
  'Grace',
  'Henry',
  'Chloe',
  'Samuel',
  'Ella',
  'David',
  'Lily',
  'Joseph',
  'Hannah',
  'Leo',
  'Zoe',
  'Adam',
  'Nora',
  'Thomas',
  'Clara',
  'Hugo',
  'Alice',
  'Oscar',
];
const LAST_NAMES = [
  'Thompson',
  'Smith',
  'Johnson',
  'Brown',
  'Williams',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Allen',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
  'Mitchell',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
  'Parker',
  'Collins',
  'Edwards',
];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ALPHA = `${LETTERS}abcdefghijklmnopqrstuvwxyz${DIGITS}`;

const pick = <T>(from: ArrayLike<T>, draw: Draw): T => from[Math.floor(draw() * from.length)];
const chars = (alphabet: string, length: number, draw: Draw) => Array.from({ length }, () => pick(alphabet, draw)).join('');

export function randomValue(what: RandomKind, length: number, draw: Draw): string {
  switch (what) {
    case 'FirstName':
      return pick(FIRST_NAMES, draw);
    case 'LastName':
      return pick(LAST_NAMES, draw);
    case 'Letters':
      return chars(LETTERS, length, draw);
    case 'Numbers':
      return chars(DIGITS, length, draw);
    case 'Alpha':
      return chars(ALPHA, length, draw);
  }
}
