import type { ReactionSystem } from '../../science/reaction/reactionSystem.ts';

/** The rows of the reaction mix table (label key in `toolbox:result.*`, volume in µl). */
export function mixRows(r: ReactionSystem): { key: string; ul: number }[] {
  return [
    { key: 'mixSample', ul: r.sampleUl },
    { key: 'mixProbe', ul: r.probeUl },
    { key: 'mixEnzyme', ul: r.enzymeUl },
    { key: 'mixBuffer', ul: r.bufferUl },
    { key: 'mixWater', ul: r.waterUl },
    { key: 'mixTotal', ul: r.finalVolumeUl },
  ];
}
