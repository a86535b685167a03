/** The input type of a contact field: e-mail and phone fields bring up their own keyboards on phones. */
export const contactInputType = (name: string) => (name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text');
