import { tr, type Translate } from './messages.ts';

/** A 5′ form (OH, p, pp, ppp, GpppN, Cap0, Cap1, Cap2, an analog) in the page's language; an unknown id as it is. */
export function formName(t: Translate, id: string): string {
  return tr(t, `toolbox:species.${id}`, { defaultValue: id });
}

const LABEL = /^(.+) (n|n-1|n\+1)(?: \+(Na|K|TEA))?$/;

/**
 * A species label of the assay core ("Cap1 n", "pp n+1", "GpppN n +K": 5′ form, cut, adduct) in the page's
 * language: the form translated, the cut said only when it is not the intended one, the adduct named.
 */
export function speciesName(t: Translate, label: string): string {
  const m = LABEL.exec(label);
  if (!m) return label;
  const [, form, cut, adduct] = m;
  const parts = [formName(t, form!)];
  if (cut !== 'n') parts.push(tr(t, `toolbox:species.cut_${cut === 'n-1' ? 'minus' : 'plus'}`));
  if (adduct) parts.push(tr(t, `toolbox:species.adduct`, { adduct }));
  return parts.join(' ');
}
