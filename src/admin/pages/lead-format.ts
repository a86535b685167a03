
/** `/leads/:kind/:id` of the back office. */
export const leadPath = (lead: { kind: string; id: number }) => `/leads/${lead.kind}/${lead.id}`;
