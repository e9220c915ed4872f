/** The words a customer may use for an animal (docs/decisions/0056): a
 * product's species codes join its search document as these words, in
 * Azerbaijani and Russian (the Cyrillic is written in Latin by the search's
 * rules), so "it şampun", "qoyun qurd" or "собака" find products for that
 * animal whatever their name says. */
import type { SpeciesCode } from '../vet/vet.ts';

export const SPECIES_WORDS: Record<SpeciesCode, readonly string[]> = {
  dog: ['it', 'köpək', 'küçük', 'собака', 'пёс', 'щенок'],
  cat: ['pişik', 'kotik', 'кошка', 'кот', 'котёнок'],
  cattle: ['inək', 'mal', 'mal-qara', 'buzov', 'dana', 'öküz', 'camış', 'корова', 'телёнок', 'бык', 'КРС'],
  'sheep-goat': ['qoyun', 'keçi', 'quzu', 'çəpiş', 'овца', 'коза', 'ягнёнок', 'МРС'],
  horse: ['at', 'madyan', 'dayça', 'лошадь', 'конь'],
  poultry: ['quş', 'toyuq', 'cücə', 'hindquşu', 'ördək', 'qaz', 'птица', 'курица', 'цыплёнок'],
  pig: ['donuz', 'çoşqa', 'свинья', 'поросёнок'],
  rabbit: ['dovşan', 'кролик'],
  bee: ['arı', 'пчела'],
  fish: ['balıq', 'рыба'],
  'cage-bird': ['quş', 'tutuquşu', 'bülbül', 'kanareyka', 'попугай', 'канарейка'],
  rodent: ['gəmirici', 'hamster', 'siçan', 'хомяк', 'мышь', 'крыса'],
};
