/**
 * Letters with no accent mark to strip that PostgreSQL's unaccent still reads as plain Latin ones;
 * the rest of Latin-1 and Latin Extended-A lose their marks by Unicode decomposition.
 */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ð: 'd',
  ø: 'o',
  þ: 'th',
  ß: 'ss',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ĸ: 'q',
  ŀ: 'l',
  ł: 'l',
  ŉ: "'n",
  ŋ: 'n',
  œ: 'oe',
  ŧ: 't',
};
const PLAIN_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g');
const COMBINING_MARK = /\p{M}/gu;

/**
 * Text as search compares it: lower case, accents dropped, so `umit ozturk` finds `Ümit Öztürk`.
 * It reads Latin letters as the database's search_fold (unaccent, migration 0008) does, which
 * clients-search.api.test.ts checks letter by letter; text matched in TypeScript (agent names)
 * and in SQL (client names) thus answers a term alike.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(PLAIN_LETTER, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(COMBINING_MARK, '');
}
