/** The veterinary facts in words of either language: `V` is VET_TEXT as a page or the server reads
 * it (useText(), serverTexts(lang), textsIn('az') for the seller's papers and the API). No words here
 * and no compiler, so loaders and pages may import it (decision 0100). */
import { NOT_FOR_FOOD, WITHDRAWAL_KINDS, withdrawalApplies, type Withdrawal, type WithdrawalKind } from './vet.ts';

type Msg = (...args: (string | number)[]) => string;
export type VetWords = {
  readonly notForFood: string;
  readonly unknown: string;
  readonly notApplicable: string;
  readonly days: Msg;
  readonly withdrawalOf: Readonly<Record<WithdrawalKind, string>>;
  readonly degreesBetween: Msg;
  readonly degreesAbove: Msg;
  readonly degreesBelow: Msg;
};

/** A withdrawal period in words: days, none, not for food animals, unknown. */
export function withdrawalIn(V: VetWords, value: Withdrawal): string {
  if (value === NOT_FOR_FOOD) return V.notForFood;
  return value == null ? V.unknown : V.days(value);
}

/** The withdrawal periods as the product page's lines, one per food ("Ət: 28 gün"): "not
 * applicable" where none of the product's species gives that food, one line for a product not
 * for food-producing animals; null when no period is given. */
export function withdrawalLinesIn(
  V: VetWords,
  w: Record<WithdrawalKind, Withdrawal>,
  species: readonly string[],
): string[] | null {
  const values = WITHDRAWAL_KINDS.map((kind) => w[kind]);
  if (values.every((v) => v == null)) return null;
  if (values.every((v) => v === NOT_FOR_FOOD)) return [V.notForFood];
  return WITHDRAWAL_KINDS.map((kind) => {
    const text = withdrawalApplies(kind, species) === false ? V.notApplicable : withdrawalIn(V, w[kind]);
    return `${V.withdrawalOf[kind]}: ${text}`;
  });
}

/** A storage range: between, above, below. */
export function degreesIn(V: VetWords, min: number | null, max: number | null): string {
  if (min != null && max != null) return V.degreesBetween(min, max);
  return min != null ? V.degreesAbove(min) : V.degreesBelow(max ?? '');
}
