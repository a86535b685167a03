import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { toolboxUsage } from '../../contracts/endpoints/toolbox.ts';
import { session } from '../../state/session.state.ts';
import { inputsFromQuery, queryFromInputs } from '../../state/toolbox.params.ts';
import { createToolboxState, type ToolboxModule } from '../../state/toolbox.state.ts';
import { ToolboxClient } from '../../workers-bridge/toolbox-client.ts';
import { BatchResult } from './BatchResult.tsx';
import { ExportBar } from './ExportBar.tsx';
import { Messages } from './Messages.tsx';
import { PolyaResult } from './PolyaResult.tsx';
import { ProbeResult } from './ProbeResult.tsx';
import { ReactionResult } from './ReactionResult.tsx';
import { SpeciesResult } from './SpeciesResult.tsx';
import { ToolboxForm } from './ToolboxForm.tsx';
import { ToolboxNav } from './ToolboxNav.tsx';

const TITLE: Record<ToolboxModule, string> = { probe_design: 'probeDesign', reaction_system: 'reactionSystem', product_molecules: 'productMolecules' };

/**
 * One toolbox module: the form, the streamed results (ordered by what the module is about) and the
 * export. Inputs live in the URL query, so a result can be bookmarked and shared.
 */
export function ToolboxModulePage({ module }: { module: ToolboxModule }) {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [params, setParams] = useSearchParams();
  const [state] = useState(() => {
    const s = createToolboxState(module, {
      client: new ToolboxClient(),
      // Counting is best effort: a failed count must never disturb the user's calculation.
      report: (usage) => void api.call(toolboxUsage, { body: usage }).catch(() => undefined),
    });
    const { inputs, sequence } = inputsFromQuery(params);
    s.inputs.value = inputs;
    s.sequence.value = sequence;
    s.batchMode.value = params.get('mode') === 'batch';
    return s;
  });
  // Leaving the page cancels its running work.
  useEffect(() => () => state.actions.cancel(), [state]);
  const inputs = state.inputs.value;
  const sequence = state.sequence.value;
  const batchMode = state.batchMode.value;
  useEffect(() => {
    const next = queryFromInputs(inputs, sequence, batchMode).toString();
    if (next !== new URLSearchParams(window.location.search).toString()) setParams(new URLSearchParams(next), { replace: true });
  }, [inputs, sequence, batchMode, setParams]);
  const loggedIn = session.username.value !== null;
  const { sequence: seq, probe, species, reaction, polya } = state.results.value;
  const blocks = {
    probe: probe && <ProbeResult key="probe" probe={probe} full={loggedIn} />,
    species: species && <SpeciesResult key="species" part={species} full={loggedIn} />,
    reaction: reaction && <ReactionResult key="reaction" part={reaction} full={loggedIn} />,
  };
  const order = module === 'reaction_system' ? (['reaction', 'probe', 'species'] as const) : module === 'product_molecules' ? (['species', 'probe', 'reaction'] as const) : (['probe', 'species', 'reaction'] as const);
  return (
    <article className="toolbox" data-module={module}>
      <ToolboxNav />
      <h1>{t(`pages:${TITLE[module]}.title`)}</h1>
      <p>{t(`pages:${TITLE[module]}.description`)}</p>
      <ToolboxForm state={state} module={module} onRun={() => void state.actions.run(loggedIn)} />
      <section aria-labelledby="tb-results" className="tb-results">
        <h2 id="tb-results" className="visually-hidden">{t('toolbox:result.title')}</h2>
        {seq && <p data-testid="sequence-info">{t('toolbox:result.sequenceInfo', { length: seq.lengthNt, type: seq.inputType })}</p>}
        <Messages state={state} />
        {order.map((k) => blocks[k])}
        {polya && <PolyaResult part={polya} />}
        <BatchResult state={state} />
        <ExportBar state={state} loggedIn={loggedIn} />
      </section>
    </article>
  );
}
