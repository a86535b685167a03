import { type ReactionSystem, mixFits } from '../../science/reaction/reactionSystem.ts';

/**
 * The rows of the reaction mix table (label key in `toolbox:result.*`, volume in µl); none when the mix
 * does not fit 1.5x the design volume (its volumes would be no scheme to pipette).
 */
export function mixRows(r: ReactionSystem): { key: string; ul: number }[] {
  if (!mixFits(r)) return [];
  return [
    { key: 'mixSample', ul: r.sampleUl },
    { key: 'mixProbe', ul: r.probeUl },
    { key: 'mixEnzyme', ul: r.enzymeUl },
    { key: 'mixBuffer', ul: r.bufferUl },
    { key: 'mixWater', ul: r.waterUl },
    { key: 'mixTotal', ul: r.finalVolumeUl },
  ];
}
