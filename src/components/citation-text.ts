/**
 * The pieces of a printed citation. A piece already ending in a full stop (an author list ending "et al.", a
 * title ending in "?") takes no second one, so a reference never reads "et al..".
 */
export const sentence = (text: string): string => {
  const trimmed = text.trim();
  return !trimmed || /[.?!。？！]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The resolver address of a DOI (https://doi.org/…, the DOI Handbook §3.8): the DOI's characters escaped for
 * a URL except its slashes, which the resolver reads as written.
 */
export const doiUrl = (doi: string): string => `https://doi.org/${encodeURIComponent(doi.trim()).replace(/%2F/gi, '/')}`;
