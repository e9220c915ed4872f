/** VET_TEXT in Azerbaijani for the seller panel, the API and the delivery note, with its old call
 * shapes; the words are in domain/i18n/az|ru/vet-text.ts (docs/i18n.md). A storefront loader reads
 * `serverTexts(lang).VET_TEXT` with domain/vet/vet-words.ts. */
import * as az from '../i18n/az/vet-text.ts';
import { azText } from '../i18n/az-text.ts';
import type { Withdrawal, WithdrawalKind } from './vet.ts';
import { degreesIn, withdrawalIn, withdrawalLinesIn } from './vet-words.ts';

const words = azText('VET_TEXT', az.VET_TEXT);

export const VET_TEXT = {
  ...words,
  degrees: (min: number | null, max: number | null) => degreesIn(words, min, max),
};

/** A withdrawal period in words: days, none, not for food animals, unknown. */
export const withdrawalText = (value: Withdrawal): string => withdrawalIn(words, value);

export const withdrawalLines = (w: Record<WithdrawalKind, Withdrawal>, species: readonly string[]) =>
  withdrawalLinesIn(words, w, species);
