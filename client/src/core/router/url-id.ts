// Ids and counts read from a URL (?id=, /orders/:id, ?quantity=) are positive integers of at most ten
// digits; anything else (a typo, a sign, a number too long to be one) is no id at all, so each page
// answers it in Chinese without asking the server. One parser for every such value on both faces.
export const parseUrlId = (raw: string | null | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
