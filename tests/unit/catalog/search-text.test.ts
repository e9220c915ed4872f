/** The search's spelling rules (domain/search/search-spelling.ts, decision 0045). */
import { describe, expect, it } from 'vitest';
import {
  correctedQuery,
  editDistance,
  queryCode,
  queryWords,
  searchDocument,
  typoBudget,
} from '../../../domain/search/search-spelling.ts';

const canonical = (text: string) => searchDocument({ name: text }).trim();

describe('one canonical form for every spelling of a word', () => {
  it.each([
    ['fenbendazole', 'Fenbendazol'],
    ['фенбендазол', 'Fenbendazol'],
    ['amoxicillin', 'Amoksisillin'],
    ['амоксициллин', 'Amoksisillin'],
    ['chlorhexidine', 'Xlorheksidin'],
    ['povidone-iodine', 'Povidon-yod'],
    ['повидон-йод', 'Povidon-yod'],
    ['butaphosphan', 'Butafosfan'],
    ['praziquantel', 'Prazikvantel'],
    ['tylosin tartrate', 'Tilozin tartrat'],
    ['levamisole', 'Levamizol'],
    ['ИВЕРМЕКТИН', 'İvermektin'],
    ['BAKI', 'bakı'],
    ['sampun', 'Şampun'],
  ])('%s reads as %s', (typed, name) => {
    expect(canonical(typed)).toBe(canonical(name));
  });

  it('keeps different words apart', () => {
    expect(canonical('levamizol')).not.toBe(canonical('albendazol'));
    expect(canonical('it')).not.toBe(canonical('at'));
  });

  it('writes the document with a space on each side of every word', () => {
    expect(searchDocument({ name: 'Povidon-yod 10% məhlul' })).toBe(' povidon iod 10 mehlul | ');
  });

  it('puts the other fields after the name and each code whole, marked', () => {
    expect(
      searchDocument({ name: 'Pasta', more: ['Meloxicam', 'EuroVet'], codes: ['VA-0012', '4760000001234', null] }),
    ).toBe(' pasta | meloksikam eurovet #va0012 #4760000001234 ');
  });

  it('reads a whole code from a query of one run with a digit, and nothing else', () => {
    expect(queryCode(' VA-0012 ')).toBe('#va0012');
    expect(queryCode('4760000001234')).toBe('#4760000001234');
    expect(queryCode('b12')).toBeNull();
    expect(queryCode('va 0012')).toBeNull();
    expect(queryCode('vitamin')).toBeNull();
  });
});

describe('typo budgets', () => {
  it.each([
    ['it', 0],
    ['doza', 0],
    ['ad3e', 0],
    ['4242', 0],
    ['sampun', 1],
    ['levamisl', 1],
    ['levamisol', 2],
    ['desinfeksiaedisi', 2],
    ['ivermektinsuspensiaiv', 0],
  ])('%s forgives %i', (word, typos) => expect(typoBudget(word)).toBe(typos));

  it('measures edits and stops past the budget', () => {
    expect(editDistance('levamisl', 'levamisol', 1)).toBe(1);
    expect(editDistance('sampn', 'sampun', 1)).toBe(1);
    expect(editDistance('abcde', 'vwxyz', 1)).toBe(2);
  });
});

describe('what a query searches', () => {
  it('reads at most 6 words of at most 32 letters, each once', () => {
    expect(queryWords('a b d e f h i j').map((w) => w.word)).toEqual(['a', 'b', 'd', 'e', 'f', 'h']);
    // past 20 letters: as typed; `folded` is the word before the spelling rules (inside a name, decision 0086)
    expect(queryWords('əb'.repeat(100))).toEqual([{ word: 'eb'.repeat(16), typos: 0, folded: 'eb'.repeat(16) }]);
    expect(queryWords('heb HƏB Həb')).toEqual([{ word: 'heb', typos: 0, folded: 'heb' }]);
    expect(queryWords('Паразит')).toEqual([{ word: 'parasit', typos: 1, folded: 'parazit' }]);
    expect(queryWords(' %_\\ ')).toEqual([]);
  });

  it('says "did you mean" with the name\'s words as written, only for words it had to correct', () => {
    const name = 'Toltrazuril 5% suspenziya 250 ml';
    expect(correctedQuery('toltrazurl suspenziya', name)).toBe('toltrazuril suspenziya');
    expect(correctedQuery('toltrazuril', name)).toBeNull();
    expect(correctedQuery('ИВЕРМЕКТИН инъекция', 'İvermektin 1% inyeksiya 50 ml')).toBe('ivermektin inyeksiya');
  });
});
